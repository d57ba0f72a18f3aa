//! Hand specifications: one hand of a card as written in its card file ([`HandSpec`]) and the
//! base numbers it allows ([`Numbers`]), with the capped readers of their lists.

#[cfg(feature = "card-files")]
use super::compile::MAX_HANDS;
#[cfg(feature = "card-files")]
use super::compile::MAX_LINES;
#[cfg(feature = "card-files")]
use super::error::CardErrorKind;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
#[cfg(feature = "card-files")]
use core::fmt;

/// The most values a hand's `numbers` list may hold ([`CardErrorKind::TooManyNumbers`]): the
/// base numbers 1 to 9, each once.
///
/// [`CardErrorKind::TooManyNumbers`]: super::CardErrorKind::TooManyNumbers
pub const MAX_NUMBERS: usize = 9;

/// The allowed values of a line's base number n (the card file's `numbers` field).
///
/// ```
/// use mahjong_core::american::Numbers;
/// assert!(Numbers::Odd.allows(3));
/// assert!(!Numbers::List(vec![2, 5]).allows(3));
/// assert_eq!(Numbers::Even.name(), "even");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "card-files", derive(serde::Serialize))]
#[cfg_attr(feature = "card-files", serde(into = "NumbersRepr"))]
pub enum Numbers {
    /// Any n that keeps every `X` group within 1..9 (the default).
    #[default]
    Any,
    /// Odd n only.
    Odd,
    /// Even n only.
    Even,
    /// Only the listed n (each 1–9).
    List(Vec<u8>),
}

impl Numbers {
    /// True when n may take the value `n`.
    ///
    /// ```
    /// assert!(mahjong_core::american::Numbers::Any.allows(9));
    /// ```
    pub fn allows(&self, n: u8) -> bool {
        match self {
            Numbers::Any => true,
            Numbers::Odd => n % 2 == 1,
            Numbers::Even => n % 2 == 0,
            Numbers::List(l) => l.contains(&n),
        }
    }

    /// The base numbers allowed, as bit n + 8 for n in -8..=9: n may be 0 or below when the
    /// line has no `X0` (`XXXX1a` at n = 0 is a kong of 1s). Lists hold 1–9 only; parity holds
    /// for every n.
    pub(super) fn mask(&self) -> u32 {
        // Bit n + 8: every n from -8 to 9, and the odd ones (n + 8 odd).
        const ALL: u32 = 0x3_ffff;
        const ODD: u32 = 0x2_aaaa;
        match self {
            Numbers::Any => ALL,
            Numbers::Odd => ODD,
            Numbers::Even => ALL & !ODD,
            Numbers::List(l) => l.iter().filter(|&&n| (1..=9).contains(&n)).fold(0, |m, &n| m | 1 << (n + 8)),
        }
    }

    /// The card-file word: `any`, `odd`, `even` or `list`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Numbers::List(vec![3]).name(), "list");
    /// ```
    pub fn name(&self) -> &'static str {
        match self {
            Numbers::Any => "any",
            Numbers::Odd => "odd",
            Numbers::Even => "even",
            Numbers::List(_) => "list",
        }
    }
}

#[cfg(feature = "card-files")]
#[derive(serde::Serialize)]
#[serde(untagged)]
enum NumbersRepr {
    Word(String),
    List(Vec<i64>),
}

/// Reads `numbers`: a word, or a list of at most [`MAX_NUMBERS`] values 1 to 9, refused at the
/// first value past the cap (a list of millions is never built).
///
/// ```
/// use mahjong_core::american::Numbers;
/// for n in [Numbers::Any, Numbers::Odd, Numbers::Even, Numbers::List(vec![2, 5])] {
///     let text = serde_json::to_string(&n).unwrap();
///     assert_eq!(serde_json::from_str::<Numbers>(&text).unwrap(), n);
/// }
/// // "list" names the kind of a list, not a value.
/// assert!(serde_json::from_str::<Numbers>(r#""list""#).is_err());
/// ```
#[cfg(feature = "card-files")]
impl<'de> serde::Deserialize<'de> for Numbers {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Numbers, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Numbers;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"any\", \"odd\", \"even\" or a list of 1 to 9")
            }
            fn visit_str<E: serde::de::Error>(self, w: &str) -> Result<Numbers, E> {
                // The words are those `Numbers::name` writes.
                [Numbers::Any, Numbers::Odd, Numbers::Even].into_iter().find(|n| n.name() == w).ok_or_else(|| {
                    E::custom(alloc::format!(
                        "numbers must be \"any\", \"odd\", \"even\" or a list of 1 to 9, not {:?}",
                        crate::error::Window::head(w).to_string()
                    ))
                })
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Numbers, A::Error> {
                let mut list = Vec::new();
                while let Some(v) = seq.next_element::<i64>()? {
                    if list.len() == MAX_NUMBERS {
                        return Err(serde::de::Error::custom(CardErrorKind::TooManyNumbers { cap: MAX_NUMBERS }));
                    }
                    match u8::try_from(v).ok().filter(|v| (1..=9).contains(v)) {
                        Some(n) => list.push(n),
                        None => {
                            return Err(serde::de::Error::custom(alloc::format!(
                                "numbers in the list must be 1 to 9, not {v}"
                            )));
                        }
                    }
                }
                Ok(Numbers::List(list))
            }
        }
        d.deserialize_any(V)
    }
}

/// Reads a list of at most `cap` values, refused at the first value past the cap with the
/// error `over` (a list of millions is never built).
#[cfg(feature = "card-files")]
fn capped_list<'de, D, T>(d: D, cap: usize, over: String) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    struct V<T> {
        cap: usize,
        over: String,
        item: core::marker::PhantomData<T>,
    }
    impl<'de, T: serde::Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
        type Value = Vec<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a list of at most {}", self.cap)
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut out = Vec::new();
            while let Some(v) = seq.next_element()? {
                if out.len() == self.cap {
                    return Err(serde::de::Error::custom(self.over));
                }
                out.push(v);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(V { cap, over, item: core::marker::PhantomData })
}

#[cfg(feature = "card-files")]
pub(super) fn capped_hands<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<HandSpec>, D::Error> {
    capped_list(d, MAX_HANDS, CardErrorKind::TooManyHands { cap: MAX_HANDS }.to_string())
}

#[cfg(feature = "card-files")]
fn capped_lines<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    capped_list(d, MAX_LINES, alloc::format!("the hand has more than {MAX_LINES} lines; the cap is {MAX_LINES}"))
}

#[cfg(feature = "card-files")]
impl From<Numbers> for NumbersRepr {
    fn from(n: Numbers) -> NumbersRepr {
        match n {
            Numbers::List(l) => NumbersRepr::List(l.into_iter().map(i64::from).collect()),
            w => NumbersRepr::Word(w.name().to_string()),
        }
    }
}

/// One hand of a card, as written in the card file.
///
/// ```
/// use mahjong_core::american::{Card, HandSpec};
/// let spec = HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]);
/// let card = Card::compile("Mine", "2026", vec![spec]).unwrap();
/// assert_eq!(card.hands()[0].section, "2468");
/// assert_eq!(card.hands()[0].text, "FF 222a 44a 666b 8888b");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "card-files", derive(serde::Deserialize, serde::Serialize))]
#[cfg_attr(feature = "card-files", serde(deny_unknown_fields))]
pub struct HandSpec {
    /// The section (free text; the usual nine are Year, 2468, Any Like Numbers, Quints,
    /// Consecutive Run, 13579, Winds-Dragons, 369, Singles and Pairs).
    pub section: String,
    /// The hand's number within its section.
    pub number: u32,
    /// The hand as printed, for display (defaults to the first line).
    #[cfg_attr(feature = "card-files", serde(default))]
    pub text: String,
    /// Its value in points.
    pub value: u32,
    /// True for a concealed (C) hand; false for exposed (X).
    #[cfg_attr(feature = "card-files", serde(default))]
    pub concealed: bool,
    /// The alternative line strings of this hand.
    #[cfg_attr(feature = "card-files", serde(deserialize_with = "capped_lines"))]
    pub lines: Vec<String>,
    /// The allowed base numbers n for `X` groups.
    #[cfg_attr(feature = "card-files", serde(default))]
    pub numbers: Numbers,
}

impl HandSpec {
    /// A hand with `numbers = "any"` and its text taken from the first line.
    ///
    /// ```
    /// let h = mahjong_core::american::HandSpec::new("Quints", 2, 40, true, &["FF XXX0a XXXX1b DDDDDc"]);
    /// assert!(h.concealed);
    /// ```
    pub fn new(section: &str, number: u32, value: u32, concealed: bool, lines: &[&str]) -> HandSpec {
        HandSpec {
            section: section.to_string(),
            number,
            text: String::new(),
            value,
            concealed,
            lines: lines.iter().map(|s| s.to_string()).collect(),
            numbers: Numbers::Any,
        }
    }

    /// `"C"` for a concealed hand, `"X"` for an exposed one.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::HandSpec::new("369", 1, 25, false, &[]).marking(), "X");
    /// ```
    pub fn marking(&self) -> &'static str {
        marking(self.concealed)
    }
}

/// The marking printed after a hand's value: `"C"` for a concealed hand, `"X"` for an exposed
/// one (what [`HandSpec::marking`], [`Match::marking`](super::Match::marking) and
/// [`Nearest::marking`](super::Nearest::marking) give).
///
/// ```
/// use mahjong_core::american::marking;
/// assert_eq!((marking(true), marking(false)), ("C", "X"));
/// ```
pub const fn marking(concealed: bool) -> &'static str {
    if concealed { "C" } else { "X" }
}
