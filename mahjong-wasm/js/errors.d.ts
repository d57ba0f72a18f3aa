/** The base class of every error the package throws. */
export class MahjongError extends Error {
  /** 1-based column of the text the error is about; 0 when it has none. */
  column: number;
  /** The core's ErrorKind number, or null when the core gives this error no kind. */
  kind: number | null;
  /** The core's ErrorKind name (e.g. "OutOfRange"), or null. */
  kindName: string | null;
}
export class ParseError extends MahjongError {}
export class CardError extends MahjongError {}
export class HandError extends MahjongError {}
export class ScoreError extends MahjongError {}
export class AdviceError extends MahjongError {}
export class RulesError extends MahjongError {}
export class ArgumentError extends MahjongError {}
export function makeError(cls: string, message: string, column: number, kind?: number | null, kindName?: string | null): MahjongError;
