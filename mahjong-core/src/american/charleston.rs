//! The passes of the Charleston and where they go. The American card's Charleston advice
//! (`Card::charleston_advice`) takes a pass; the rules of
//! playing them at a table (which passes a table plays, who receives) are in
//! [`rules`](crate::rules), which uses these types under the same names.

crate::name::names! {
    /// One pass of the Charleston, numbered in playing order 1–7.
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, PassDirection};
    /// assert_eq!(CharlestonPass::SecondOver.number(), 5);
    /// assert_eq!(CharlestonPass::FirstLeft.direction(), PassDirection::Left);
    /// assert_eq!(CharlestonPass::FirstLeft.label(), "first Charleston, left");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum CharlestonPass: "Charleston pass" {
        /// First Charleston, pass 1: three tiles to the right.
        FirstRight = 1 => "first_right" | "first Charleston, right",
        /// First Charleston, pass 2: three tiles over (across).
        FirstOver = 2 => "first_over" | "first Charleston, over",
        /// First Charleston, pass 3: three tiles to the left (blind pass allowed).
        FirstLeft = 3 => "first_left" | "first Charleston, left",
        /// Second Charleston, pass 4: three tiles to the left.
        SecondLeft = 4 => "second_left" | "second Charleston, left",
        /// Second Charleston, pass 5: three tiles over.
        SecondOver = 5 => "second_over" | "second Charleston, over",
        /// Second Charleston, pass 6: three tiles to the right (blind pass allowed).
        SecondRight = 6 => "second_right" | "second Charleston, right",
        /// The courtesy pass: 0–3 tiles across.
        Courtesy = 7 => "courtesy" | "courtesy pass",
    }
    /// The rule-book name, e.g. `second Charleston, over` or `courtesy pass`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::CharlestonPass::SecondRight.label(), "second Charleston, right");
    /// ```
    fn label;
    fallback: CharlestonPass::from_number_text
}

crate::name::names! {
    /// Where a pass goes.
    ///
    /// ```
    /// use mahjong_core::rules::{PassDirection, Seat};
    /// assert_eq!(PassDirection::Right.to(Seat::ALL[3]), Seat::ALL[0]);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum PassDirection: "pass direction" {
        /// To the player on the right (next in turn).
        Right = 0 => "right",
        /// To the player across.
        Over = 1 => "over",
        /// To the player on the left.
        Left = 2 => "left",
    }
}

impl CharlestonPass {
    /// All passes in playing order.
    pub const ALL: [CharlestonPass; 7] = [
        CharlestonPass::FirstRight,
        CharlestonPass::FirstOver,
        CharlestonPass::FirstLeft,
        CharlestonPass::SecondLeft,
        CharlestonPass::SecondOver,
        CharlestonPass::SecondRight,
        CharlestonPass::Courtesy,
    ];

    /// The pass number 1–7.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::CharlestonPass::FirstRight.number(), 1);
    /// ```
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The pass with this number.
    ///
    /// ```
    /// use mahjong_core::rules::CharlestonPass;
    /// assert_eq!(CharlestonPass::from_number(7), Some(CharlestonPass::Courtesy));
    /// assert_eq!(CharlestonPass::from_number(0), None);
    /// ```
    pub const fn from_number(n: u8) -> Option<CharlestonPass> {
        if n >= 1 && n <= 7 { Some(CharlestonPass::ALL[n as usize - 1]) } else { None }
    }

    /// The pass numbered by `text` (1 to 7), read by [`CharlestonPass`]'s `FromStr` besides
    /// the names.
    fn from_number_text(text: &str) -> Option<CharlestonPass> {
        text.trim().parse::<u8>().ok().and_then(CharlestonPass::from_number)
    }

    /// The direction.
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, PassDirection};
    /// assert_eq!(CharlestonPass::Courtesy.direction(), PassDirection::Over);
    /// ```
    pub const fn direction(self) -> PassDirection {
        match self {
            CharlestonPass::FirstRight | CharlestonPass::SecondRight => PassDirection::Right,
            CharlestonPass::FirstLeft | CharlestonPass::SecondLeft => PassDirection::Left,
            _ => PassDirection::Over,
        }
    }

    /// The direction word used in messages (`courtesy` for the courtesy pass).
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::CharlestonPass::Courtesy.direction_name(), "courtesy");
    /// ```
    pub const fn direction_name(self) -> &'static str {
        match self {
            CharlestonPass::Courtesy => "courtesy",
            p => p.direction().name(),
        }
    }

    /// True for the passes of the required first Charleston.
    ///
    /// ```
    /// assert!(mahjong_core::rules::CharlestonPass::FirstOver.is_required());
    /// ```
    pub const fn is_required(self) -> bool {
        (self as u8) <= 3
    }

    /// True on the last pass of each Charleston (first left, second right), where a blind
    /// pass is allowed.
    ///
    /// ```
    /// use mahjong_core::rules::CharlestonPass;
    /// assert!(CharlestonPass::SecondRight.allows_blind_pass());
    /// assert!(!CharlestonPass::SecondLeft.allows_blind_pass());
    /// ```
    pub const fn allows_blind_pass(self) -> bool {
        matches!(self, CharlestonPass::FirstLeft | CharlestonPass::SecondRight)
    }
}
