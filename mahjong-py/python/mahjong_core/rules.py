"""Table rules for game clients: calls, claim priority and the claim window, joker
exchange, dead hands, the Charleston, the deal and misdeals, the wall and the Kong Box, kongs,
and rotation.

Every rule is a pure function of what the caller passes: a `Table`, seats 0-3 in turn order,
`Hand`s or strings, `Tile`s or strings. A refused rule raises `RulesError` with `.kind`.

>>> from mahjong_core import rules
>>> table = rules.Table("chinese")
>>> rules.calls(table, "46m 19p 123s 456s 789s", 1, rules.Discard("5m", discarder=0))
['chow']
>>> rules.calls(table, "46m 19p 123s 456s 789s", 1, rules.Discard("5m", discarder=0, latest=False))
[]
>>> rules.check_deal(rules.Table("american"), 2, [13, 12, 14, 13]).remedy
<Remedy.DRAW_MISSING_TILE: 'draw the missing tile'>
>>> rules.claim_winner(table, 0, [rules.Claim(1, "chow"), rules.Claim(2, "pung")]).seat
2
>>> rules.Table("american", blanks=2).house.blanks
2
"""

from mahjong_core._native import (
    BetOutcome, BetSettlement, CallFacts, Claim, DeadHand, DealCheck, Discard, FalseMahJong,
    FalseMahJongOutcome, HouseRules, JokerExchange, LinesPossible, Pass, PassOutcome, Remedy,
    ReplacementSource, Round, RulesError, Table, Wall, WallBreak, add_to_pung, american_call_facts,
    american_dead_hand, american_dead_hand_rack, apply_charleston_pass, apply_courtesy_pass,
    bonus_replacements, break_wall, call_in_time, calls, charleston_passes, charleston_played,
    check_call, check_deal, check_kong_or_mah_jong, check_rob_kong, chinese_call_facts,
    chow_options, claim_order, claim_window_open, claim_winner, concealed_hand_exposed,
    courtesy_count, dead_hand_rack, deal_order, dealt_tiles, declare_concealed_kong,
    exchange_joker, expose, expose_chow, exposures_dead, false_mah_jong, holds_all_bonus_tiles,
    line_possible, lines_possible, must_discard_after, next_live_seat, next_round, next_to_play,
    no_line_possible, passed_joker_remedy, resolve_mah_jong_claims, rob_kong, seat_wind,
    second_charleston, settle_bet, sitting_out, take_tile, tile_count_dead, tiles_dealt,
    trade_blank, turns_lost, valid_exposures, visible_tiles, wall_stacks,
)

__all__ = [
    "BetOutcome", "BetSettlement", "CallFacts", "Claim", "DeadHand", "DealCheck", "Discard",
    "FalseMahJong", "FalseMahJongOutcome", "HouseRules", "JokerExchange", "LinesPossible", "Pass",
    "PassOutcome", "Remedy", "ReplacementSource", "Round", "RulesError", "Table", "Wall",
    "WallBreak", "add_to_pung", "american_call_facts", "american_dead_hand",
    "american_dead_hand_rack", "apply_charleston_pass", "apply_courtesy_pass",
    "bonus_replacements", "break_wall", "call_in_time", "calls", "charleston_passes",
    "charleston_played", "check_call", "check_deal", "check_kong_or_mah_jong", "check_rob_kong",
    "chinese_call_facts", "chow_options", "claim_order", "claim_window_open", "claim_winner",
    "concealed_hand_exposed", "courtesy_count", "dead_hand_rack", "deal_order", "dealt_tiles",
    "declare_concealed_kong", "exchange_joker", "expose", "expose_chow", "exposures_dead",
    "false_mah_jong", "holds_all_bonus_tiles", "line_possible", "lines_possible",
    "must_discard_after", "next_live_seat", "next_round", "next_to_play", "no_line_possible",
    "passed_joker_remedy", "resolve_mah_jong_claims", "rob_kong", "seat_wind", "second_charleston",
    "settle_bet", "sitting_out", "take_tile", "tile_count_dead", "tiles_dealt", "trade_blank",
    "turns_lost", "valid_exposures", "visible_tiles", "wall_stacks",
]
