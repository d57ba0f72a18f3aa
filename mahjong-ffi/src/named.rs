// Every core enum C names, once (an enum with data by its variants, e.g. `DeadHandReasonVariant`):
// the selector (`MAHJONG_NAMED_<SELECTOR>`), the core type, the prefix of its C values and the C
// value of its first variant (the others follow in the order of the type's `NAMES`). Included by
// build.rs, which writes the C values and selectors into the header, and by names.rs.
named! {
    NOTATION: mahjong_core::notation::NotationKind, "MAHJONG_NOTATION_", 0;
    SUIT: mahjong_core::Suit, "MAHJONG_SUIT_", 1;
    WIND: mahjong_core::Wind, "MAHJONG_WIND_", 0;
    MELD_KIND: mahjong_core::MeldKind, "MAHJONG_MELD_", 0;
    MELD_STATUS: mahjong_core::MeldStatus, "MAHJONG_MELD_STATUS_", 0;
    WIN_METHOD: mahjong_core::WinMethod, "MAHJONG_WIN_", 0;
    RULE_PROFILE: mahjong_core::standard::RuleProfile, "MAHJONG_RULES_", 0;
    SET_KIND: mahjong_core::standard::SetKind, "MAHJONG_SET_", 0;
    SPECIAL_HAND: mahjong_core::standard::SpecialHand, "MAHJONG_SPECIAL_", 0;
    SPECIAL_VALUE: mahjong_core::standard::SpecialValue, "MAHJONG_SPECIAL_VALUE_", 0;
    MCR_FORM: mahjong_core::mcr::HandForm, "MAHJONG_MCR_FORM_", 0;
    MCR_FAN: mahjong_core::mcr::Fan, "MAHJONG_MCR_FAN_", 1;
    SCORE_ITEM: mahjong_core::scoring::ScoreItemKind, "MAHJONG_SCORE_ITEM_", 0;
    AMERICAN_WIN_BY: mahjong_core::scoring::AmericanWinBy, "MAHJONG_AMERICAN_WIN_BY_", 0;
    AMERICAN_FORMAT: mahjong_core::scoring::AmericanFormat, "MAHJONG_AMERICAN_FORMAT_", 0;
    RANKING: mahjong_core::american::advice::Ranking, "MAHJONG_RANKING_", 0;
    VARIANT: mahjong_core::rules::Variant, "MAHJONG_VARIANT_", 0;
    CALL: mahjong_core::rules::Call, "MAHJONG_CALL_", 0;
    TABLE_ACTION: mahjong_core::rules::TableAction, "MAHJONG_ACTION_", 0;
    TURN_PHASE: mahjong_core::rules::TurnPhase, "MAHJONG_PHASE_", 0;
    REMEDY: mahjong_core::rules::Remedy, "MAHJONG_REMEDY_", 0;
    REPLACEMENT: mahjong_core::rules::ReplacementSource, "MAHJONG_REPLACEMENT_", 0;
    CHARLESTON_PASS: mahjong_core::rules::CharlestonPass, "MAHJONG_PASS_", 1;
    DEAD_HAND_REASON: mahjong_core::rules::DeadHandReasonVariant, "MAHJONG_DEAD_", 1;
    FALSE_MAH_JONG_OUTCOME: mahjong_core::rules::FalseMahJongOutcomeVariant, "MAHJONG_FALSE_MAH_JONG_", 0;
    BET_OUTCOME: mahjong_core::rules::BetOutcomeVariant, "MAHJONG_BET_", 0;
    CARD_GROUP: mahjong_core::american::GroupKind, "MAHJONG_CARD_GROUP_", 1;
    CARD_FORMAT: mahjong_core::american::CardFormat, "MAHJONG_CARD_FORMAT_", 0;
    TILESET: mahjong_core::tileset_kind::TileSetKind, "MAHJONG_TILESET_", 0;
    TILE_KIND: mahjong_core::TileKindVariant, "MAHJONG_TILE_KIND_", 0;
}
