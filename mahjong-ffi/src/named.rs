// Every core enum C names, once (an enum with data by its variants, e.g. `DeadHandReasonVariant`):
// the selector (`MAHJONG_NAMED_<SELECTOR>`), the core type, the prefix of its C values, the C
// value of its first variant (the others follow in the order of the type's `NAMES`), after
// `read` the core's reader of its numbers where it has one (else the C value is read by its
// index) and, after `=>`, the C type of its values with any note the header adds to its doc.
// Included by build.rs, which writes the C values, their types and the selectors into the header,
// and by names.rs, which declares the types for Rust.
named! {
    NOTATION: notation::NotationKind, "MAHJONG_NOTATION_", 0 => mahjong_notation;
    SUIT: Suit, "MAHJONG_SUIT_", 1 => mahjong_suit, "`MAHJONG_SUIT_NONE` is no suit.";
    WIND: Wind, "MAHJONG_WIND_", 0 => mahjong_wind,
        "Scoring names players by seat wind, the table rules by seat (`mahjong_rules_seat_wind`).";
    MELD_KIND: MeldKind, "MAHJONG_MELD_", 0 => mahjong_meld_kind;
    MELD_STATUS: MeldStatus, "MAHJONG_MELD_STATUS_", 0 => mahjong_meld_status;
    WIN_METHOD: WinMethod, "MAHJONG_WIN_", 0 => mahjong_win_method;
    RULE_PROFILE: standard::RuleProfile, "MAHJONG_RULES_", 0 => mahjong_rule_profile;
    SET_KIND: standard::SetKind, "MAHJONG_SET_", 0 => mahjong_set_kind;
    SPECIAL_HAND: standard::SpecialHand, "MAHJONG_SPECIAL_", 0 => mahjong_special_hand,
        "Bit `id` of a special-hand bitset.";
    SPECIAL_VALUE: standard::SpecialValue, "MAHJONG_SPECIAL_VALUE_", 0 => mahjong_special_value;
    MCR_FORM: mcr::HandForm, "MAHJONG_MCR_FORM_", 0 => mahjong_mcr_form;
    MCR_FAN: mcr::Fan, "MAHJONG_MCR_FAN_", 1;
    SCORE_ITEM: scoring::ScoreItemKind, "MAHJONG_SCORE_ITEM_", 0 => mahjong_score_item_kind;
    AMERICAN_WIN_BY: scoring::AmericanWinBy, "MAHJONG_AMERICAN_WIN_BY_", 0 => mahjong_american_win_by;
    AMERICAN_FORMAT: scoring::AmericanFormat, "MAHJONG_AMERICAN_FORMAT_", 0 => mahjong_american_format;
    RANKING: american::advice::Ranking, "MAHJONG_RANKING_", 0 => mahjong_ranking;
    VARIANT: rules::Variant, "MAHJONG_VARIANT_", 0 => mahjong_variant;
    CALL: rules::Call, "MAHJONG_CALL_", 0 => mahjong_call,
        "A set of calls is a bit mask with bit `1 << call` for each call.";
    TABLE_ACTION: rules::TableAction, "MAHJONG_ACTION_", 0 => mahjong_table_action;
    TURN_PHASE: rules::TurnPhase, "MAHJONG_PHASE_", 0 => mahjong_turn_phase;
    REMEDY: rules::Remedy, "MAHJONG_REMEDY_", 0 => mahjong_remedy;
    REPLACEMENT: rules::ReplacementSource, "MAHJONG_REPLACEMENT_", 0 => mahjong_replacement;
    CHARLESTON_PASS: rules::CharlestonPass, "MAHJONG_PASS_", 1 read rules::args::charleston_pass
        => mahjong_charleston_pass;
    DEAD_HAND_REASON: rules::DeadHandReasonVariant, "MAHJONG_DEAD_", 1 => mahjong_dead_reason,
        "`MAHJONG_DEAD_NONE` when the hand is not dead.";
    FALSE_MAH_JONG_OUTCOME: rules::FalseMahJongOutcomeVariant, "MAHJONG_FALSE_MAH_JONG_", 0 => mahjong_false_mah_jong;
    BET_OUTCOME: rules::BetOutcomeVariant, "MAHJONG_BET_", 0 => mahjong_bet_outcome;
    CARD_GROUP: american::GroupKind, "MAHJONG_CARD_GROUP_", 1 => mahjong_card_group_kind,
        "A set of 1 to 6 identical tiles has its tile count.";
    CARD_FORMAT: american::CardFormat, "MAHJONG_CARD_FORMAT_", 0 => mahjong_card_format;
    TILESET: tileset_kind::TileSetKind, "MAHJONG_TILESET_", 0 => mahjong_tileset,
        "`MAHJONG_TILESET_ANY` is what `mahjong_hand_parse` checks against.";
    TILE_KIND: TileKindVariant, "MAHJONG_TILE_KIND_", 0 => mahjong_tile_kind;
}
