//! The 81 fans of the Chinese Official rules: number, point value, English and Chinese names.

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
pub enum Fan {
    /// Big Four Winds (大四喜), 88 points.
    BigFourWinds = 1,
    /// Big Three Dragons (大三元), 88 points.
    BigThreeDragons = 2,
    /// All Green (绿一色), 88 points.
    AllGreen = 3,
    /// Nine Gates (九莲宝灯), 88 points.
    NineGates = 4,
    /// Four Kongs (四杠), 88 points.
    FourKongs = 5,
    /// Seven Shifted Pairs (连七对), 88 points.
    SevenShiftedPairs = 6,
    /// Thirteen Orphans (十三幺), 88 points.
    ThirteenOrphans = 7,
    /// All Terminals (清幺九), 64 points.
    AllTerminals = 8,
    /// Little Four Winds (小四喜), 64 points.
    LittleFourWinds = 9,
    /// Little Three Dragons (小三元), 64 points.
    LittleThreeDragons = 10,
    /// All Honors (字一色), 64 points.
    AllHonors = 11,
    /// Four Concealed Pungs (四暗刻), 64 points.
    FourConcealedPungs = 12,
    /// Pure Terminal Chows (一色双龙会), 64 points.
    PureTerminalChows = 13,
    /// Quadruple Chow (一色四同顺), 48 points.
    QuadrupleChow = 14,
    /// Four Pure Shifted Pungs (一色四节高), 48 points.
    FourPureShiftedPungs = 15,
    /// Four Pure Shifted Chows (一色四步高), 32 points.
    FourPureShiftedChows = 16,
    /// Three Kongs (三杠), 32 points.
    ThreeKongs = 17,
    /// All Terminals and Honors (混幺九), 32 points.
    AllTerminalsAndHonors = 18,
    /// Seven Pairs (七对), 24 points.
    SevenPairs = 19,
    /// Greater Honors and Knitted Tiles (七星不靠), 24 points.
    GreaterHonorsAndKnittedTiles = 20,
    /// All Even Pungs (全双刻), 24 points.
    AllEvenPungs = 21,
    /// Full Flush (清一色), 24 points.
    FullFlush = 22,
    /// Pure Triple Chow (一色三同顺), 24 points.
    PureTripleChow = 23,
    /// Pure Shifted Pungs (一色三节高), 24 points.
    PureShiftedPungs = 24,
    /// Upper Tiles (全大), 24 points.
    UpperTiles = 25,
    /// Middle Tiles (全中), 24 points.
    MiddleTiles = 26,
    /// Lower Tiles (全小), 24 points.
    LowerTiles = 27,
    /// Pure Straight (清龙), 16 points.
    PureStraight = 28,
    /// Three-Suited Terminal Chows (三色双龙会), 16 points.
    ThreeSuitedTerminalChows = 29,
    /// Pure Shifted Chows (一色三步高), 16 points.
    PureShiftedChows = 30,
    /// All Fives (全带五), 16 points.
    AllFives = 31,
    /// Triple Pung (三同刻), 16 points.
    TriplePung = 32,
    /// Three Concealed Pungs (三暗刻), 16 points.
    ThreeConcealedPungs = 33,
    /// Lesser Honors and Knitted Tiles (全不靠), 12 points.
    LesserHonorsAndKnittedTiles = 34,
    /// Knitted Straight (组合龙), 12 points.
    KnittedStraight = 35,
    /// Upper Four (大于五), 12 points.
    UpperFour = 36,
    /// Lower Four (小于五), 12 points.
    LowerFour = 37,
    /// Big Three Winds (三风刻), 12 points.
    BigThreeWinds = 38,
    /// Mixed Straight (花龙), 8 points.
    MixedStraight = 39,
    /// Reversible Tiles (推不倒), 8 points.
    ReversibleTiles = 40,
    /// Mixed Triple Chow (三色三同顺), 8 points.
    MixedTripleChow = 41,
    /// Mixed Shifted Pungs (三色三节高), 8 points.
    MixedShiftedPungs = 42,
    /// Chicken Hand (无番和), 8 points.
    ChickenHand = 43,
    /// Last Tile Draw (妙手回春), 8 points.
    LastTileDraw = 44,
    /// Last Tile Claim (海底捞月), 8 points.
    LastTileClaim = 45,
    /// Out with Replacement Tile (杠上开花), 8 points.
    OutWithReplacementTile = 46,
    /// Robbing the Kong (抢杠和), 8 points.
    RobbingTheKong = 47,
    /// All Pungs (碰碰和), 6 points.
    AllPungs = 48,
    /// Half Flush (混一色), 6 points.
    HalfFlush = 49,
    /// Mixed Shifted Chows (三色三步高), 6 points.
    MixedShiftedChows = 50,
    /// All Types (五门齐), 6 points.
    AllTypes = 51,
    /// Melded Hand (全求人), 6 points.
    MeldedHand = 52,
    /// Two Concealed Kongs (双暗杠), 6 points.
    TwoConcealedKongs = 53,
    /// Two Dragon Pungs (双箭刻), 6 points.
    TwoDragonPungs = 54,
    /// Outside Hand (全带幺), 4 points.
    OutsideHand = 55,
    /// Fully Concealed Hand (不求人), 4 points.
    FullyConcealedHand = 56,
    /// Two Melded Kongs (双明杠), 4 points.
    TwoMeldedKongs = 57,
    /// Last Tile (和绝张), 4 points.
    LastTile = 58,
    /// Dragon Pung (箭刻), 2 points.
    DragonPung = 59,
    /// Prevalent Wind (圈风刻), 2 points.
    PrevalentWind = 60,
    /// Seat Wind (门风刻), 2 points.
    SeatWind = 61,
    /// Concealed Hand (门前清), 2 points.
    ConcealedHand = 62,
    /// All Chows (平和), 2 points.
    AllChows = 63,
    /// Tile Hog (四归一), 2 points.
    TileHog = 64,
    /// Double Pung (双同刻), 2 points.
    DoublePung = 65,
    /// Two Concealed Pungs (双暗刻), 2 points.
    TwoConcealedPungs = 66,
    /// Concealed Kong (暗杠), 2 points.
    ConcealedKong = 67,
    /// All Simples (断幺), 2 points.
    AllSimples = 68,
    /// Pure Double Chow (一般高), 1 point.
    PureDoubleChow = 69,
    /// Mixed Double Chow (喜相逢), 1 point.
    MixedDoubleChow = 70,
    /// Short Straight (连六), 1 point.
    ShortStraight = 71,
    /// Two Terminal Chows (老少副), 1 point.
    TwoTerminalChows = 72,
    /// Pung of Terminals or Honors (幺九刻), 1 point.
    PungOfTerminalsOrHonors = 73,
    /// Melded Kong (明杠), 1 point.
    MeldedKong = 74,
    /// One Voided Suit (缺一门), 1 point.
    OneVoidedSuit = 75,
    /// No Honors (无字), 1 point.
    NoHonors = 76,
    /// Edge Wait (边张), 1 point.
    EdgeWait = 77,
    /// Closed Wait (嵌张), 1 point.
    ClosedWait = 78,
    /// Single Wait (单钓将), 1 point.
    SingleWait = 79,
    /// Self-Drawn (自摸), 1 point.
    SelfDrawn = 80,
    /// Flower Tiles (花牌), 1 point.
    FlowerTiles = 81,
}

crate::name::names! {
    Fan, "fan", label: Fan::label,
    [
        BigFourWinds = "big_four_winds",
        BigThreeDragons = "big_three_dragons",
        AllGreen = "all_green",
        NineGates = "nine_gates",
        FourKongs = "four_kongs",
        SevenShiftedPairs = "seven_shifted_pairs",
        ThirteenOrphans = "thirteen_orphans",
        AllTerminals = "all_terminals",
        LittleFourWinds = "little_four_winds",
        LittleThreeDragons = "little_three_dragons",
        AllHonors = "all_honors",
        FourConcealedPungs = "four_concealed_pungs",
        PureTerminalChows = "pure_terminal_chows",
        QuadrupleChow = "quadruple_chow",
        FourPureShiftedPungs = "four_pure_shifted_pungs",
        FourPureShiftedChows = "four_pure_shifted_chows",
        ThreeKongs = "three_kongs",
        AllTerminalsAndHonors = "all_terminals_and_honors",
        SevenPairs = "seven_pairs",
        GreaterHonorsAndKnittedTiles = "greater_honors_and_knitted_tiles",
        AllEvenPungs = "all_even_pungs",
        FullFlush = "full_flush",
        PureTripleChow = "pure_triple_chow",
        PureShiftedPungs = "pure_shifted_pungs",
        UpperTiles = "upper_tiles",
        MiddleTiles = "middle_tiles",
        LowerTiles = "lower_tiles",
        PureStraight = "pure_straight",
        ThreeSuitedTerminalChows = "three_suited_terminal_chows",
        PureShiftedChows = "pure_shifted_chows",
        AllFives = "all_fives",
        TriplePung = "triple_pung",
        ThreeConcealedPungs = "three_concealed_pungs",
        LesserHonorsAndKnittedTiles = "lesser_honors_and_knitted_tiles",
        KnittedStraight = "knitted_straight",
        UpperFour = "upper_four",
        LowerFour = "lower_four",
        BigThreeWinds = "big_three_winds",
        MixedStraight = "mixed_straight",
        ReversibleTiles = "reversible_tiles",
        MixedTripleChow = "mixed_triple_chow",
        MixedShiftedPungs = "mixed_shifted_pungs",
        ChickenHand = "chicken_hand",
        LastTileDraw = "last_tile_draw",
        LastTileClaim = "last_tile_claim",
        OutWithReplacementTile = "out_with_replacement_tile",
        RobbingTheKong = "robbing_the_kong",
        AllPungs = "all_pungs",
        HalfFlush = "half_flush",
        MixedShiftedChows = "mixed_shifted_chows",
        AllTypes = "all_types",
        MeldedHand = "melded_hand",
        TwoConcealedKongs = "two_concealed_kongs",
        TwoDragonPungs = "two_dragon_pungs",
        OutsideHand = "outside_hand",
        FullyConcealedHand = "fully_concealed_hand",
        TwoMeldedKongs = "two_melded_kongs",
        LastTile = "last_tile",
        DragonPung = "dragon_pung",
        PrevalentWind = "prevalent_wind",
        SeatWind = "seat_wind",
        ConcealedHand = "concealed_hand",
        AllChows = "all_chows",
        TileHog = "tile_hog",
        DoublePung = "double_pung",
        TwoConcealedPungs = "two_concealed_pungs",
        ConcealedKong = "concealed_kong",
        AllSimples = "all_simples",
        PureDoubleChow = "pure_double_chow",
        MixedDoubleChow = "mixed_double_chow",
        ShortStraight = "short_straight",
        TwoTerminalChows = "two_terminal_chows",
        PungOfTerminalsOrHonors = "pung_of_terminals_or_honors",
        MeldedKong = "melded_kong",
        OneVoidedSuit = "one_voided_suit",
        NoHonors = "no_honors",
        EdgeWait = "edge_wait",
        ClosedWait = "closed_wait",
        SingleWait = "single_wait",
        SelfDrawn = "self_drawn",
        FlowerTiles = "flower_tiles",
    ],
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

#[cfg(feature = "serde")]
impl serde::Serialize for Fan {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
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
