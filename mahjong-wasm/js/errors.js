// The errors the package throws. Every one is a `MahjongError` (an `Error`) with:
//   message  - the core's message
//   column   - the 1-based column of the text the error is about (0 when it has none)
//   kind     - the core's ErrorKind number (null when the core gives this error no kind)
//   kindName - the core's ErrorKind name, e.g. "OutOfRange" (null likewise)

/** The base class of every error the package throws. */
export class MahjongError extends Error {
  constructor(message, column = 0, kind = null, kindName = null) {
    super(message);
    this.name = new.target.name;
    this.column = column;
    this.kind = kind;
    this.kindName = kindName;
  }
}

/** Text that is no tile or hand (the column names the place). */
export class ParseError extends MahjongError {}
/** A card file that cannot be read or compiled. */
export class CardError extends MahjongError {}
/** A hand the rules cannot evaluate (wrong tile count, too many chows, …). */
export class HandError extends MahjongError {}
/** A hand or settlement that cannot be scored under these rules. */
export class ScoreError extends MahjongError {}
/** Odds or advice that cannot be worked out for this hand. */
export class AdviceError extends MahjongError {}
/** An action the table rules do not allow (kind and kindName say which rule). */
export class RulesError extends MahjongError {}
/** An argument with no core value (a seat that is no seat, a name that names nothing). */
export class ArgumentError extends MahjongError {}

const classes = { ParseError, CardError, HandError, ScoreError, AdviceError, RulesError, ArgumentError };

/** Called by the WebAssembly glue to build the error it throws. */
export function makeError(cls, message, column, kind, kindName) {
  const C = classes[cls] ?? MahjongError;
  return new C(message, column, kind ?? null, kindName ?? null);
}
