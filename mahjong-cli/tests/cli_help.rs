//! The help of every command and subcommand names rules by what they are: never "seed N" or
//! "issue N" (words that mean nothing to a user).
mod common;
use common::mahjong;

/// Whether `text` holds "seed" or "issue" (any case), a space and a digit.
fn cites_a_document(text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    for word in ["seed ", "issue "] {
        for (at, _) in lower.match_indices(word) {
            let digits = lower[at + word.len()..].chars().take_while(char::is_ascii_digit).count();
            if digits > 0 {
                return Some(text[at..at + word.len() + digits].to_string());
            }
        }
    }
    None
}

/// The subcommand names listed under "Commands:" in a help text (`help` itself left out).
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|name| name != "help")
        .collect()
}

#[test]
fn the_finder_sees_a_document_number() {
    assert_eq!(cites_a_document("the Seed 003 tables"), Some("Seed 003".to_string()));
    assert_eq!(cites_a_document("(issue 5)"), Some("issue 5".to_string()));
    assert_eq!(cites_a_document("a seeded random hand, issue: none"), None);
}

#[test]
fn no_help_text_cites_a_seed_or_an_issue() {
    let mut pending = vec![Vec::<String>::new()];
    let mut seen = 0;
    while let Some(path) = pending.pop() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let (code, help, err) = mahjong(&args);
        assert_eq!((code, err.as_str()), (0, ""), "mahjong {}", args.join(" "));
        assert_eq!(cites_a_document(&help), None, "mahjong {}", args.join(" "));
        seen += 1;
        for sub in subcommands(&help) {
            let mut next = path.clone();
            next.push(sub);
            pending.push(next);
        }
    }
    // At least mahjong itself, its 13 commands and the subcommands of `card` (1) and `rules` (5).
    assert!(seen >= 1 + 13 + 1 + 5, "{seen} help texts");
}
