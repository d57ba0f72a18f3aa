//! `mahjong parse`: a hand in MPSZ, American and Unicode forms.
use crate::common::{Failure, Output, json, read_hand, tile_set};
use mahjong_core::{TileSet, notation};

/// Print a hand in MPSZ, American and Unicode forms.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The hand, e.g. "123m456p789s11z [555s]" or "FFF 2026c 222b 2222d".
    hand: String,
    /// Check tile counts against a tile set: american, chinese_144, chinese_136,
    /// three_player_132, three_player_138 or any (default: any, the largest of all).
    #[arg(long)]
    set: Option<String>,
}

pub fn run(args: Args, as_json: bool) -> Result<Output, Failure> {
    let set = match args.set {
        Some(s) => tile_set(&s)?,
        None => TileSet::any(),
    };
    let h = read_hand(&args.hand, &set)?;
    if as_json {
        return Ok(json(&h)?.into());
    }
    Ok(format!(
        "mpsz:     {}\namerican: {}\nunicode:  {}\ntiles:    {}",
        notation::mpsz(&h),
        notation::american(&h),
        notation::unicode(&h),
        h.tile_count()
    )
    .into())
}
