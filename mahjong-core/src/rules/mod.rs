//! Table rules for game clients: calls, claim priority, joker exchange, dead hands, Charleston,
//! deal and rotation.
