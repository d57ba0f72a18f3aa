//! The 81 fans of the Chinese Official rules: number, point value, English and Chinese names.

crate::name::names! {
    /// One of the 81 fans (scoring elements) of the Chinese Official rules, numbered 1 to 81 in the
    /// order of the official table (highest value first).
    ///
    /// ```
    /// use mahjong_core::mcr::Fan;
    /// assert_eq!(Fan::BigFourWinds.points(), 88);
    /// assert_eq!(Fan::AllChows.label(), "All Chows");
    /// assert_eq!(Fan::AllChows.chinese(), "平和");
    /// assert_eq!(Fan::from_number(81), Some(Fan::FlowerTiles));
    /// assert_eq!(str::parse::<Fan>("all-chows").ok(), Some(Fan::AllChows));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    pub enum Fan: "fan", label: Fan::label {
        /// Big Four Winds (大四喜), 88 points.
        BigFourWinds = 1 => "big_four_winds",
        /// Big Three Dragons (大三元), 88 points.
        BigThreeDragons = 2 => "big_three_dragons",
        /// All Green (绿一色), 88 points.
        AllGreen = 3 => "all_green",
        /// Nine Gates (九莲宝灯), 88 points.
        NineGates = 4 => "nine_gates",
        /// Four Kongs (四杠), 88 points.
        FourKongs = 5 => "four_kongs",
        /// Seven Shifted Pairs (连七对), 88 points.
        SevenShiftedPairs = 6 => "seven_shifted_pairs",
        /// Thirteen Orphans (十三幺), 88 points.
        ThirteenOrphans = 7 => "thirteen_orphans",
        /// All Terminals (清幺九), 64 points.
        AllTerminals = 8 => "all_terminals",
        /// Little Four Winds (小四喜), 64 points.
        LittleFourWinds = 9 => "little_four_winds",
        /// Little Three Dragons (小三元), 64 points.
        LittleThreeDragons = 10 => "little_three_dragons",
        /// All Honors (字一色), 64 points.
        AllHonors = 11 => "all_honors",
        /// Four Concealed Pungs (四暗刻), 64 points.
        FourConcealedPungs = 12 => "four_concealed_pungs",
        /// Pure Terminal Chows (一色双龙会), 64 points.
        PureTerminalChows = 13 => "pure_terminal_chows",
        /// Quadruple Chow (一色四同顺), 48 points.
        QuadrupleChow = 14 => "quadruple_chow",
        /// Four Pure Shifted Pungs (一色四节高), 48 points.
        FourPureShiftedPungs = 15 => "four_pure_shifted_pungs",
        /// Four Pure Shifted Chows (一色四步高), 32 points.
        FourPureShiftedChows = 16 => "four_pure_shifted_chows",
        /// Three Kongs (三杠), 32 points.
        ThreeKongs = 17 => "three_kongs",
        /// All Terminals and Honors (混幺九), 32 points.
        AllTerminalsAndHonors = 18 => "all_terminals_and_honors",
        /// Seven Pairs (七对), 24 points.
        SevenPairs = 19 => "seven_pairs",
        /// Greater Honors and Knitted Tiles (七星不靠), 24 points.
        GreaterHonorsAndKnittedTiles = 20 => "greater_honors_and_knitted_tiles",
        /// All Even Pungs (全双刻), 24 points.
        AllEvenPungs = 21 => "all_even_pungs",
        /// Full Flush (清一色), 24 points.
        FullFlush = 22 => "full_flush",
        /// Pure Triple Chow (一色三同顺), 24 points.
        PureTripleChow = 23 => "pure_triple_chow",
        /// Pure Shifted Pungs (一色三节高), 24 points.
        PureShiftedPungs = 24 => "pure_shifted_pungs",
        /// Upper Tiles (全大), 24 points.
        UpperTiles = 25 => "upper_tiles",
        /// Middle Tiles (全中), 24 points.
        MiddleTiles = 26 => "middle_tiles",
        /// Lower Tiles (全小), 24 points.
        LowerTiles = 27 => "lower_tiles",
        /// Pure Straight (清龙), 16 points.
        PureStraight = 28 => "pure_straight",
        /// Three-Suited Terminal Chows (三色双龙会), 16 points.
        ThreeSuitedTerminalChows = 29 => "three_suited_terminal_chows",
        /// Pure Shifted Chows (一色三步高), 16 points.
        PureShiftedChows = 30 => "pure_shifted_chows",
        /// All Fives (全带五), 16 points.
        AllFives = 31 => "all_fives",
        /// Triple Pung (三同刻), 16 points.
        TriplePung = 32 => "triple_pung",
        /// Three Concealed Pungs (三暗刻), 16 points.
        ThreeConcealedPungs = 33 => "three_concealed_pungs",
        /// Lesser Honors and Knitted Tiles (全不靠), 12 points.
        LesserHonorsAndKnittedTiles = 34 => "lesser_honors_and_knitted_tiles",
        /// Knitted Straight (组合龙), 12 points.
        KnittedStraight = 35 => "knitted_straight",
        /// Upper Four (大于五), 12 points.
        UpperFour = 36 => "upper_four",
        /// Lower Four (小于五), 12 points.
        LowerFour = 37 => "lower_four",
        /// Big Three Winds (三风刻), 12 points.
        BigThreeWinds = 38 => "big_three_winds",
        /// Mixed Straight (花龙), 8 points.
        MixedStraight = 39 => "mixed_straight",
        /// Reversible Tiles (推不倒), 8 points.
        ReversibleTiles = 40 => "reversible_tiles",
        /// Mixed Triple Chow (三色三同顺), 8 points.
        MixedTripleChow = 41 => "mixed_triple_chow",
        /// Mixed Shifted Pungs (三色三节高), 8 points.
        MixedShiftedPungs = 42 => "mixed_shifted_pungs",
        /// Chicken Hand (无番和), 8 points.
        ChickenHand = 43 => "chicken_hand",
        /// Last Tile Draw (妙手回春), 8 points.
        LastTileDraw = 44 => "last_tile_draw",
        /// Last Tile Claim (海底捞月), 8 points.
        LastTileClaim = 45 => "last_tile_claim",
        /// Out with Replacement Tile (杠上开花), 8 points.
        OutWithReplacementTile = 46 => "out_with_replacement_tile",
        /// Robbing the Kong (抢杠和), 8 points.
        RobbingTheKong = 47 => "robbing_the_kong",
        /// All Pungs (碰碰和), 6 points.
        AllPungs = 48 => "all_pungs",
        /// Half Flush (混一色), 6 points.
        HalfFlush = 49 => "half_flush",
        /// Mixed Shifted Chows (三色三步高), 6 points.
        MixedShiftedChows = 50 => "mixed_shifted_chows",
        /// All Types (五门齐), 6 points.
        AllTypes = 51 => "all_types",
        /// Melded Hand (全求人), 6 points.
        MeldedHand = 52 => "melded_hand",
        /// Two Concealed Kongs (双暗杠), 6 points.
        TwoConcealedKongs = 53 => "two_concealed_kongs",
        /// Two Dragon Pungs (双箭刻), 6 points.
        TwoDragonPungs = 54 => "two_dragon_pungs",
        /// Outside Hand (全带幺), 4 points.
        OutsideHand = 55 => "outside_hand",
        /// Fully Concealed Hand (不求人), 4 points.
        FullyConcealedHand = 56 => "fully_concealed_hand",
        /// Two Melded Kongs (双明杠), 4 points.
        TwoMeldedKongs = 57 => "two_melded_kongs",
        /// Last Tile (和绝张), 4 points.
        LastTile = 58 => "last_tile",
        /// Dragon Pung (箭刻), 2 points.
        DragonPung = 59 => "dragon_pung",
        /// Prevalent Wind (圈风刻), 2 points.
        PrevalentWind = 60 => "prevalent_wind",
        /// Seat Wind (门风刻), 2 points.
        SeatWind = 61 => "seat_wind",
        /// Concealed Hand (门前清), 2 points.
        ConcealedHand = 62 => "concealed_hand",
        /// All Chows (平和), 2 points.
        AllChows = 63 => "all_chows",
        /// Tile Hog (四归一), 2 points.
        TileHog = 64 => "tile_hog",
        /// Double Pung (双同刻), 2 points.
        DoublePung = 65 => "double_pung",
        /// Two Concealed Pungs (双暗刻), 2 points.
        TwoConcealedPungs = 66 => "two_concealed_pungs",
        /// Concealed Kong (暗杠), 2 points.
        ConcealedKong = 67 => "concealed_kong",
        /// All Simples (断幺), 2 points.
        AllSimples = 68 => "all_simples",
        /// Pure Double Chow (一般高), 1 point.
        PureDoubleChow = 69 => "pure_double_chow",
        /// Mixed Double Chow (喜相逢), 1 point.
        MixedDoubleChow = 70 => "mixed_double_chow",
        /// Short Straight (连六), 1 point.
        ShortStraight = 71 => "short_straight",
        /// Two Terminal Chows (老少副), 1 point.
        TwoTerminalChows = 72 => "two_terminal_chows",
        /// Pung of Terminals or Honors (幺九刻), 1 point.
        PungOfTerminalsOrHonors = 73 => "pung_of_terminals_or_honors",
        /// Melded Kong (明杠), 1 point.
        MeldedKong = 74 => "melded_kong",
        /// One Voided Suit (缺一门), 1 point.
        OneVoidedSuit = 75 => "one_voided_suit",
        /// No Honors (无字), 1 point.
        NoHonors = 76 => "no_honors",
        /// Edge Wait (边张), 1 point.
        EdgeWait = 77 => "edge_wait",
        /// Closed Wait (嵌张), 1 point.
        ClosedWait = 78 => "closed_wait",
        /// Single Wait (单钓将), 1 point.
        SingleWait = 79 => "single_wait",
        /// Self-Drawn (自摸), 1 point.
        SelfDrawn = 80 => "self_drawn",
        /// Flower Tiles (花牌), 1 point.
        FlowerTiles = 81 => "flower_tiles",
    }
    fallback: Fan::from_chinese_or_number
}

impl Fan {
    /// The number of fans.
    pub const COUNT: usize = 81;

    /// Every fan, in table order.
    pub const ALL: [Fan; 81] = [
        Fan::BigFourWinds,
        Fan::BigThreeDragons,
        Fan::AllGreen,
        Fan::NineGates,
        Fan::FourKongs,
        Fan::SevenShiftedPairs,
        Fan::ThirteenOrphans,
        Fan::AllTerminals,
        Fan::LittleFourWinds,
        Fan::LittleThreeDragons,
        Fan::AllHonors,
        Fan::FourConcealedPungs,
        Fan::PureTerminalChows,
        Fan::QuadrupleChow,
        Fan::FourPureShiftedPungs,
        Fan::FourPureShiftedChows,
        Fan::ThreeKongs,
        Fan::AllTerminalsAndHonors,
        Fan::SevenPairs,
        Fan::GreaterHonorsAndKnittedTiles,
        Fan::AllEvenPungs,
        Fan::FullFlush,
        Fan::PureTripleChow,
        Fan::PureShiftedPungs,
        Fan::UpperTiles,
        Fan::MiddleTiles,
        Fan::LowerTiles,
        Fan::PureStraight,
        Fan::ThreeSuitedTerminalChows,
        Fan::PureShiftedChows,
        Fan::AllFives,
        Fan::TriplePung,
        Fan::ThreeConcealedPungs,
        Fan::LesserHonorsAndKnittedTiles,
        Fan::KnittedStraight,
        Fan::UpperFour,
        Fan::LowerFour,
        Fan::BigThreeWinds,
        Fan::MixedStraight,
        Fan::ReversibleTiles,
        Fan::MixedTripleChow,
        Fan::MixedShiftedPungs,
        Fan::ChickenHand,
        Fan::LastTileDraw,
        Fan::LastTileClaim,
        Fan::OutWithReplacementTile,
        Fan::RobbingTheKong,
        Fan::AllPungs,
        Fan::HalfFlush,
        Fan::MixedShiftedChows,
        Fan::AllTypes,
        Fan::MeldedHand,
        Fan::TwoConcealedKongs,
        Fan::TwoDragonPungs,
        Fan::OutsideHand,
        Fan::FullyConcealedHand,
        Fan::TwoMeldedKongs,
        Fan::LastTile,
        Fan::DragonPung,
        Fan::PrevalentWind,
        Fan::SeatWind,
        Fan::ConcealedHand,
        Fan::AllChows,
        Fan::TileHog,
        Fan::DoublePung,
        Fan::TwoConcealedPungs,
        Fan::ConcealedKong,
        Fan::AllSimples,
        Fan::PureDoubleChow,
        Fan::MixedDoubleChow,
        Fan::ShortStraight,
        Fan::TwoTerminalChows,
        Fan::PungOfTerminalsOrHonors,
        Fan::MeldedKong,
        Fan::OneVoidedSuit,
        Fan::NoHonors,
        Fan::EdgeWait,
        Fan::ClosedWait,
        Fan::SingleWait,
        Fan::SelfDrawn,
        Fan::FlowerTiles,
    ];

    /// The fan's number in the official table, 1 to 81.
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::Fan::ThirteenOrphans.number(), 7);
    /// ```
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The fan with number `n` (1 to 81).
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::Fan::from_number(0), None);
    /// ```
    pub const fn from_number(n: u8) -> Option<Fan> {
        if n >= 1 && n <= 81 { Some(Fan::ALL[n as usize - 1]) } else { None }
    }

    /// Points the fan is worth (each time it is counted).
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::Fan::ChickenHand.points(), 8);
    /// ```
    pub const fn points(self) -> u8 {
        POINTS[self as usize - 1]
    }

    /// The standard English name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::Fan::OutWithReplacementTile.label(), "Out with Replacement Tile");
    /// ```
    pub const fn label(self) -> &'static str {
        ENGLISH[self as usize - 1]
    }

    /// The Chinese name of the official table.
    ///
    /// ```
    /// assert_eq!(mahjong_core::mcr::Fan::NineGates.chinese(), "九莲宝灯");
    /// ```
    pub const fn chinese(self) -> &'static str {
        CHINESE[self as usize - 1]
    }

    /// The fan with this Chinese name or number (1 to 81): the names beyond the canonical
    /// ones that [`Fan`]'s `FromStr` reads.
    fn from_chinese_or_number(s: &str) -> Option<Fan> {
        let s = s.trim();
        if let Ok(n) = s.parse::<u8>() {
            return Fan::from_number(n);
        }
        CHINESE.iter().position(|c| *c == s).and_then(|i| Fan::from_number(i as u8 + 1))
    }
}

impl core::fmt::Display for Fan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.label())
    }
}

/// A fan and how many times a score counts it (an item of
/// [`McrScore::fans`](super::McrScore::fans)). Its `Display` is the fan as a score lists it: the
/// English and Chinese names, then " x2" (the count) when it is counted more than once.
///
/// ```
/// use mahjong_core::mcr::{CountedFan, Fan};
/// assert_eq!(CountedFan(Fan::PureStraight, 1).to_string(), "Pure Straight (清龙)");
/// assert_eq!(CountedFan(Fan::TileHog, 2).to_string(), "Tile Hog (四归一) x2");
/// // Tile Hog is worth 2 points each time: 4 for two.
/// assert_eq!(CountedFan(Fan::TileHog, 2).points(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CountedFan(pub Fan, pub u8);

impl CountedFan {
    /// The points it scores: the fan's points times the count.
    pub const fn points(self) -> u32 {
        self.0.points() as u32 * self.1 as u32
    }
}

impl core::fmt::Display for CountedFan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{} ({})", self.0.label(), self.0.chinese())?;
        if self.1 > 1 { write!(f, " x{}", self.1) } else { Ok(()) }
    }
}

pub(crate) const POINTS: [u8; 81] = [
    88, 88, 88, 88, 88, 88, 88, 64, 64, 64, 64, 64, 64, 48, 48, 32, 32, 32, 24, 24, 24, 24, 24, 24, 24, 24, 24, 16, 16,
    16, 16, 16, 16, 12, 12, 12, 12, 12, 8, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];

const ENGLISH: [&str; 81] = [
    "Big Four Winds",
    "Big Three Dragons",
    "All Green",
    "Nine Gates",
    "Four Kongs",
    "Seven Shifted Pairs",
    "Thirteen Orphans",
    "All Terminals",
    "Little Four Winds",
    "Little Three Dragons",
    "All Honors",
    "Four Concealed Pungs",
    "Pure Terminal Chows",
    "Quadruple Chow",
    "Four Pure Shifted Pungs",
    "Four Pure Shifted Chows",
    "Three Kongs",
    "All Terminals and Honors",
    "Seven Pairs",
    "Greater Honors and Knitted Tiles",
    "All Even Pungs",
    "Full Flush",
    "Pure Triple Chow",
    "Pure Shifted Pungs",
    "Upper Tiles",
    "Middle Tiles",
    "Lower Tiles",
    "Pure Straight",
    "Three-Suited Terminal Chows",
    "Pure Shifted Chows",
    "All Fives",
    "Triple Pung",
    "Three Concealed Pungs",
    "Lesser Honors and Knitted Tiles",
    "Knitted Straight",
    "Upper Four",
    "Lower Four",
    "Big Three Winds",
    "Mixed Straight",
    "Reversible Tiles",
    "Mixed Triple Chow",
    "Mixed Shifted Pungs",
    "Chicken Hand",
    "Last Tile Draw",
    "Last Tile Claim",
    "Out with Replacement Tile",
    "Robbing the Kong",
    "All Pungs",
    "Half Flush",
    "Mixed Shifted Chows",
    "All Types",
    "Melded Hand",
    "Two Concealed Kongs",
    "Two Dragon Pungs",
    "Outside Hand",
    "Fully Concealed Hand",
    "Two Melded Kongs",
    "Last Tile",
    "Dragon Pung",
    "Prevalent Wind",
    "Seat Wind",
    "Concealed Hand",
    "All Chows",
    "Tile Hog",
    "Double Pung",
    "Two Concealed Pungs",
    "Concealed Kong",
    "All Simples",
    "Pure Double Chow",
    "Mixed Double Chow",
    "Short Straight",
    "Two Terminal Chows",
    "Pung of Terminals or Honors",
    "Melded Kong",
    "One Voided Suit",
    "No Honors",
    "Edge Wait",
    "Closed Wait",
    "Single Wait",
    "Self-Drawn",
    "Flower Tiles",
];

const CHINESE: [&str; 81] = [
    "大四喜",
    "大三元",
    "绿一色",
    "九莲宝灯",
    "四杠",
    "连七对",
    "十三幺",
    "清幺九",
    "小四喜",
    "小三元",
    "字一色",
    "四暗刻",
    "一色双龙会",
    "一色四同顺",
    "一色四节高",
    "一色四步高",
    "三杠",
    "混幺九",
    "七对",
    "七星不靠",
    "全双刻",
    "清一色",
    "一色三同顺",
    "一色三节高",
    "全大",
    "全中",
    "全小",
    "清龙",
    "三色双龙会",
    "一色三步高",
    "全带五",
    "三同刻",
    "三暗刻",
    "全不靠",
    "组合龙",
    "大于五",
    "小于五",
    "三风刻",
    "花龙",
    "推不倒",
    "三色三同顺",
    "三色三节高",
    "无番和",
    "妙手回春",
    "海底捞月",
    "杠上开花",
    "抢杠和",
    "碰碰和",
    "混一色",
    "三色三步高",
    "五门齐",
    "全求人",
    "双暗杠",
    "双箭刻",
    "全带幺",
    "不求人",
    "双明杠",
    "和绝张",
    "箭刻",
    "圈风刻",
    "门风刻",
    "门前清",
    "平和",
    "四归一",
    "双同刻",
    "双暗刻",
    "暗杠",
    "断幺",
    "一般高",
    "喜相逢",
    "连六",
    "老少副",
    "幺九刻",
    "明杠",
    "缺一门",
    "无字",
    "边张",
    "嵌张",
    "单钓将",
    "自摸",
    "花牌",
];
