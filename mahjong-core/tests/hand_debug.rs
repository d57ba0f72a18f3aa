//! `{:?}` of a hand shows the tiles and melds it holds, not the unused room of its storage.
use mahjong_core::Hand;

#[test]
fn debug_of_a_hand_shows_only_its_tiles_and_melds() {
    // Three concealed craks and an exposed pung of 5 bams: six tiles in all.
    let hand = Hand::parse("123m [555s]").unwrap();
    let text = format!("{hand:?}");
    assert!(
        text.starts_with(
            "Hand { concealed: [Tile(1m), Tile(2m), Tile(3m)], \
             melds: [Meld { kind: Pung, status: Exposed, tiles: [Tile(5s), Tile(5s), Tile(5s)] }], \
             bonus: [], context: WinContext {"
        ),
        "{text}"
    );
    assert_eq!(text.matches("Tile(").count(), 6, "{text}");
    // The empty hand: nothing but empty lists and the default context.
    let empty = format!("{:?}", Hand::new());
    assert!(empty.starts_with("Hand { concealed: [], melds: [], bonus: [], context: "), "{empty}");
    assert!(!empty.contains("Tile("), "{empty}");
}

#[test]
fn debug_of_a_hand_with_a_flower_lists_it_as_bonus() {
    // A Chinese flower is set aside as a bonus tile, not held among the concealed tiles.
    let hand = Hand::parse("1f 11z").unwrap();
    let text = format!("{hand:?}");
    assert!(text.starts_with("Hand { concealed: [Tile(1z), Tile(1z)], melds: [], bonus: [Tile(1f)], "), "{text}");
}
