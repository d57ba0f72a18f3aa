//! No import loops between the core's top-level modules.
//!
//! What is counted, precisely:
//!
//! - A **top-level module** is `src/X.rs` or the directory `src/X/` (every file under it belongs to
//!   `X`). `src/lib.rs` is the crate root: it declares and re-exports the modules and is not a node.
//! - An **edge** `X -> Y` is any path `crate::Y…` (or `$crate::Y…` in a macro) written in the code
//!   of a file of `X`, with `Y` another top-level module: `use` lines, grouped uses
//!   (`use crate::{a::B, c::D}`, each item counted) and paths written inline, in the code the
//!   library is built from. Items under `#[cfg(test)]` or `#[cfg(all(test, …))]` (unit-test modules) are left out: they are
//!   clients of the library, like the tests under `tests/`, and may use any module (the simulator's
//!   random numbers, a table). A path through a name the crate root re-exports (`crate::Tile`, `crate::ErrorKind`) is
//!   an edge to the module that defines it, read from `src/lib.rs`'s `pub use` lines.
//! - Comments (so rustdoc links) and string literals are not code and are not counted. `super::`
//!   paths are not followed: the core uses them only inside one top-level module (a sub-module
//!   naming its parent or sibling, a test module naming the code it tests).
//! - Sub-modules of one top-level module referring to each other are not edges.
//!
//! The test fails on any cycle in that graph (printing one), and on a `crate::` path it cannot
//! resolve, so nothing escapes the count.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Blanks out comments, string literals and character literals, keeping everything else.
fn code_only(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < c.len() {
        let at = |j: usize| c.get(j).copied();
        let rest = |k: usize| at(i + k);
        if c[i] == '/' && rest(1) == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && rest(1) == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == Some('*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == Some('/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c[i] == 'r' && (rest(1) == Some('"') || rest(1) == Some('#')) && !prev_ident(&c, i) {
            // Raw string r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            j += 1;
            'raw: while j < c.len() {
                if c[j] == '"' && (0..hashes).all(|h| c.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break 'raw;
                }
                j += 1;
            }
            i = j;
            out.push_str("\"\"");
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a), which is kept.
            if rest(1) == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if rest(2) == Some('\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push('\'');
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// Removes each item under `#[cfg(test)]` or `#[cfg(all(test, …))]`: up to its `;`, or its `{…}`
/// block.
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    let next = |t: &str| [t.find("#[cfg(test)]"), t.find("#[cfg(all(test,")].into_iter().flatten().min();
    while let Some(k) = next(rest) {
        out.push_str(&rest[..k]);
        let item = &rest[k..];
        let mut depth = 0;
        let mut end = item.len();
        for (j, ch) in item.char_indices() {
            match ch {
                ';' if depth == 0 => {
                    end = j + 1;
                    break;
                }
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.extend(item[..end].matches('\n'));
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

fn prev_ident(c: &[char], i: usize) -> bool {
    i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_')
}

fn ident_at(s: &str) -> &str {
    let end = s.find(|ch: char| !(ch.is_alphanumeric() || ch == '_')).unwrap_or(s.len());
    &s[..end]
}

/// The first identifier of each item of a `{…}` group starting right after its `{`.
fn group_heads(s: &str) -> Vec<&str> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (k, ch) in s.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' if depth == 0 => {
                heads.push(ident_at(s[start..k].trim_start()));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                heads.push(ident_at(s[start..k].trim_start()));
                start = k + 1;
            }
            _ => {}
        }
    }
    heads.into_iter().filter(|h| !h.is_empty()).collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module of a file under `src/`, or `None` for `lib.rs`.
fn top_level(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_str().unwrap();
    if rel.components().count() == 1 {
        (first != "lib.rs").then(|| first.trim_end_matches(".rs").to_string())
    } else {
        Some(first.to_string())
    }
}

/// `X -> {Y: one place it is used}` for the core's top-level modules.
fn module_graph() -> BTreeMap<String, BTreeMap<String, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let modules: BTreeSet<String> = files.iter().filter_map(|f| top_level(&src, f)).collect();

    // Names the root re-exports: `pub use m::{A, B};` and `pub use m::A;` in lib.rs.
    let lib = code_only(&fs::read_to_string(src.join("lib.rs")).unwrap());
    let mut root_names: BTreeMap<String, String> = BTreeMap::new();
    for stmt in lib.split(';') {
        let Some(k) = stmt.find("pub use ") else { continue };
        let path = stmt[k + "pub use ".len()..].trim();
        let module = ident_at(path);
        let after = path[module.len()..].trim_start_matches("::");
        let names = if let Some(group) = after.strip_prefix('{') {
            group_heads(group)
        } else {
            vec![after.rsplit("::").next().unwrap()]
        };
        for name in names {
            root_names.insert(name.to_string(), module.to_string());
        }
    }

    let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut unresolved = Vec::new();
    for file in &files {
        let Some(from) = top_level(&src, file) else { continue };
        graph.entry(from.clone()).or_default();
        let code = without_tests(&code_only(&fs::read_to_string(file).unwrap()));
        let rel = file.strip_prefix(&src).unwrap().display().to_string();
        for (at, _) in code.match_indices("crate::") {
            if at > 0 && {
                let p = code.as_bytes()[at - 1];
                p.is_ascii_alphanumeric() || p == b'_'
            } {
                continue;
            }
            let after = &code[at + "crate::".len()..];
            let heads = match after.strip_prefix('{') {
                Some(group) => group_heads(group),
                None => vec![ident_at(after)],
            };
            let line = code[..at].matches('\n').count() + 1;
            for head in heads {
                let to = if modules.contains(head) {
                    head.to_string()
                } else if let Some(m) = root_names.get(head) {
                    m.clone()
                } else {
                    unresolved.push(format!("{rel}:{line}: crate::{head}"));
                    continue;
                };
                if to != from {
                    graph.get_mut(&from).unwrap().entry(to).or_insert_with(|| format!("{rel}:{line}"));
                }
            }
        }
    }
    assert!(unresolved.is_empty(), "crate:: paths naming no top-level module: {unresolved:#?}");
    graph
}

/// One cycle of the graph, as `[a, b, …, a]`, if there is any.
fn find_cycle(graph: &BTreeMap<String, BTreeMap<String, String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeMap<String, String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flat_map(|e| e.keys()) {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = stack.iter().position(|s| s == next).unwrap();
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(next, graph, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(node, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn no_import_loops_between_top_level_modules() {
    let graph = module_graph();
    if let Some(cycle) = find_cycle(&graph) {
        let steps: Vec<String> =
            cycle.windows(2).map(|w| format!("{} -> {} ({})", w[0], w[1], graph[&w[0]][&w[1]])).collect();
        panic!("import loop between top-level modules:\n  {}", steps.join("\n  "));
    }
}

#[test]
fn the_checker_reads_paths_and_finds_cycles() {
    // Code only: comments, doc links and strings do not count; lifetimes survive.
    let code = code_only(
        "use crate::a; // crate::b\n/// [`crate::c`]\nlet s = \"crate::d\"; fn f<'x>(c: &'x u8) -> char { 'q' }",
    );
    assert_eq!(code.matches("crate::").count(), 1);
    assert!(code.contains("<'x>") && !code.contains('q'));
    let lib = without_tests(
        "use crate::a;\n#[cfg(test)]\nmod tests { use crate::b; fn f() {} }\n#[cfg(all(test, feature = \"std\"))]\nuse crate::c;\nuse crate::d;",
    );
    assert_eq!(lib, "use crate::a;\n\n\n\n\nuse crate::d;"); // newlines kept for line numbers
    assert_eq!(group_heads("Hand, rules::Table, x::{A, B}};"), ["Hand", "rules", "x"]);

    let mut g: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut edge = |a: &str, b: &str| {
        g.entry(a.into()).or_default().insert(b.into(), String::new());
        g.entry(b.into()).or_default();
    };
    edge("a", "b");
    edge("b", "c");
    edge("a", "c");
    assert_eq!(find_cycle(&g), None);
    g.get_mut("c").unwrap().insert("a".into(), String::new());
    let cycle = find_cycle(&g).unwrap();
    assert_eq!(cycle.first(), cycle.last());
    assert!(cycle.len() == 3 || cycle.len() == 4);

    // The real graph has the edges everyone knows of (the checker reads them at all).
    let real = module_graph();
    assert!(real["notation"].contains_key("tile"));
    assert!(real["rules"].contains_key("hand"));
}

/// Prints the graph (`cargo test --test module_cycles -- --ignored --nocapture print`).
#[test]
#[ignore]
fn print_module_graph() {
    for (from, to) in module_graph() {
        println!("{from} -> {}", to.keys().cloned().collect::<Vec<_>>().join(", "));
    }
}
