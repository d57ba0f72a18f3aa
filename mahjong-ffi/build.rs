//! Writes the C header with cbindgen (a build dependency, so a fresh machine needs no cbindgen
//! binary) and gives the shared library a SONAME carrying the ABI version.
//!
//! In the repository the header goes to `../include/mahjong.h` (committed; CI fails if it
//! differs from the generated one). Built from a package (crates.io, `cargo package`), where that
//! folder does not exist, it goes to `$OUT_DIR/include/mahjong.h` only.
use std::path::{Path, PathBuf};

include!("src/abi.rs");

fn main() {
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-changed=README.md");

    // SONAME: a program linked against libmahjong.so records libmahjong.so.<ABI>, so a library
    // with another ABI is never loaded in its place.
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" || os == "freebsd" || os == "netbsd" || os == "openbsd" || os == "android" {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libmahjong.so.{MAHJONG_ABI_VERSION}");
    }

    let mut config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    // The conventions (README.md, also the crate docs) open the header.
    let readme = std::fs::read_to_string(crate_dir.join("README.md")).expect("README.md");
    let comment = readme.lines().map(|l| if l.is_empty() { "//".to_string() } else { format!("// {l}") });
    config.header = Some(comment.collect::<Vec<_>>().join("\n"));
    let version = |part: &str| std::env::var(format!("CARGO_PKG_VERSION_{part}")).expect("CARGO_PKG_VERSION_*");
    config.after_includes = Some(format!(
        "\n// The version of the library this header belongs to.\n\
         #define MAHJONG_VERSION_MAJOR {}\n\
         #define MAHJONG_VERSION_MINOR {}\n\
         #define MAHJONG_VERSION_PATCH {}\n\
         #define MAHJONG_VERSION_STRING \"{}\"",
        version("MAJOR"),
        version("MINOR"),
        version("PATCH"),
        std::env::var("CARGO_PKG_VERSION").expect("CARGO_PKG_VERSION"),
    ));
    if let Some(text) = config.after_includes.as_mut() {
        text.push_str(&error_kind_enum());
        text.push_str(&named_enums());
    }
    let sources = header_sources(&crate_dir.join("src"), &out_dir.join("header-src"));
    match cbindgen::Builder::new().with_src(sources.join("lib.rs")).with_config(config).generate() {
        Ok(bindings) => {
            let _ = std::fs::create_dir_all(out_dir.join("include"));
            bindings.write_to_file(out_dir.join("include").join("mahjong.h"));
            let header = std::fs::read_to_string(out_dir.join("include").join("mahjong.h")).expect("the header");
            check_prototypes(&crate_dir.join("src"), &header);
            let repo_include = crate_dir.join("..").join("include");
            if repo_include.join("mahjong.h").is_file() {
                bindings.write_to_file(repo_include.join("mahjong.h"));
            }
        }
        // cbindgen reads the rewritten copy, which can be broken while the sources compile: fail
        // rather than leave a stale header.
        Err(e) => panic!("cbindgen could not generate the header from OUT_DIR/header-src: {e}"),
    }
}

/// Every `mahjong_*` function the sources declare has a prototype in `header`: an `ffi!` block
/// whose layout the line rules below misread would otherwise lose prototypes without an error.
fn check_prototypes(src: &Path, header: &str) {
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(src).expect("src") {
        let text = std::fs::read_to_string(entry.expect("an entry of src").path()).unwrap_or_default();
        for line in text.lines().map(str::trim_start).filter(|l| !l.starts_with("//")) {
            let Some((_, rest)) = line.split_once("fn mahjong_") else { continue };
            let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            let name = format!("mahjong_{name}(");
            if !header.contains(&format!(" {name}")) && !header.contains(&format!("*{name}")) {
                missing.push(name);
            }
        }
    }
    assert!(missing.is_empty(), "the header lacks {missing:?}: check the ffi! blocks' layout (src/panic.rs)");
}

/// A copy of the sources for cbindgen, which does not expand macros: each `ffi!` block (see
/// `src/panic.rs`) written as the items it makes, with the attributes cbindgen reads (it reads
/// only signatures, so a bodiless `_free` or a table entry gets an empty body).
fn header_sources(src: &Path, out: &Path) -> PathBuf {
    std::fs::create_dir_all(out).expect("OUT_DIR/header-src");
    for entry in std::fs::read_dir(src).expect("src") {
        let path = entry.expect("an entry of src").path();
        let (Some(name), Ok(text)) = (path.file_name(), std::fs::read_to_string(&path)) else { continue };
        let (mut in_block, mut in_from, mut in_enum, mut expr_depth) = (false, false, false, None);
        let mut copy = String::new();
        for line in text.lines() {
            let entry = table_entry(line).filter(|_| in_block && expr_depth.is_none());
            let line = entry.as_ref().map_or(line, |(entry, _)| entry.as_str());
            let item = line.trim_start();
            match line {
                "ffi! {" => in_block = true,
                "}" if in_block => in_block = false,
                _ if !in_block => copy.push_str(line),
                _ if expr_depth.is_some() => expr_depth = expr_open(expr_depth.unwrap_or_default(), line),
                _ => copy.push_str(&if let Some(f) = item.strip_prefix("fn mahjong_") {
                    let f = f.strip_suffix(");").map_or(f.to_string(), |sig| format!("{sig}) {{}}"));
                    format!("#[unsafe(no_mangle)] pub extern \"C\" fn mahjong_{f}")
                } else if let Some(s) = item.strip_prefix("struct mahjong_") {
                    in_from = s.contains(" from ");
                    // `name(Rust);` is opaque; `name {`, `name from v: V {`, `name for Core {` are C structs.
                    let name: String = s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                    match s[name.len()..].starts_with('(') {
                        true => format!("pub struct mahjong_{name} {{ _private: [u8; 0] }}"),
                        false => format!("#[repr(C)] pub struct mahjong_{name} {{"),
                    }
                } else if let Some(e) = item.strip_prefix("enum mahjong_") {
                    in_enum = true;
                    format!("#[repr(u32)] pub enum mahjong_{e}")
                } else if let Some((field, _)) = line.split_once(" = ").filter(|_| in_from && !item.starts_with("//")) {
                    format!("{field},") // `field: T = expr,` of a `from` struct: `field: T,`
                } else if let Some((variant, _)) = line.split_once(" => ").filter(|_| in_enum) {
                    format!("{variant},") // `Variant = n => "message",` of an enum: `Variant = n,`
                } else {
                    in_from &= line != "    }";
                    in_enum &= line != "    }";
                    line.to_string()
                }),
            }
            expr_depth = entry.map_or(expr_depth, |(_, depth)| depth);
            copy.push('\n');
        }
        assert!(!in_block, "{}: an `ffi! {{` block without its closing `}}` at column 0", path.display());
        std::fs::write(out.join(name), copy).expect("OUT_DIR/header-src file");
    }
    out.to_path_buf()
}

/// A table entry's `) -> out: *mut C = expr;` or a text entry's `) -> text = expr;` (see
/// `src/panic.rs`) as C sees it: the outputs the last parameters, the answer a `mahjong_result`,
/// the body empty; with the bracket depth `expr` leaves open when it goes on past this line
/// (brackets in its string literals count too).
fn table_entry(line: &str) -> Option<(String, Option<i32>)> {
    let (params, rest) = line.split_once(") -> ").filter(|_| !line.trim_start().starts_with("//"))?;
    let (out, expr) = rest.split_once(" =").filter(|(_, expr)| expr.is_empty() || expr.starts_with(' '))?;
    // A text entry's `-> text = expr;` writes into `buf`, `len`, `out_n`.
    let out = if out == "text" { "buf: *mut c_char, len: usize, out_n: *mut usize" } else { out };
    out.split_once(": ").filter(|(name, _)| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))?;
    let sep = if params.trim().is_empty() || params.ends_with('(') { "" } else { ", " };
    Some((format!("{params}{sep}{out}) -> mahjong_result {{}}"), expr_open(0, expr)))
}

/// The bracket depth after `text`, from `depth`; `None` once the expression ends (`;` at depth 0).
fn expr_open(depth: i32, text: &str) -> Option<i32> {
    let brackets = text.chars().map(|c| match c {
        '(' | '[' | '{' => 1,
        ')' | ']' | '}' => -1,
        _ => 0,
    });
    let depth = depth + brackets.sum::<i32>();
    (depth != 0 || !text.trim_end().ends_with(';')).then_some(depth)
}

/// `NAME` for a canonical name (`mah_jong` -> `MAH_JONG`).
fn upper(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect()
}

/// The C values of one named core enum: `<prefix><NAME> = <first + index>` in `NAMES` order, and
/// the C type of its values, `c_type` (none when empty), documented with `note`.
fn c_values<T: mahjong_core::name::Name>(
    core: &str, selector: &str, prefix: &str, first: u32, c_type: &str, note: &str,
) -> String {
    let core = format!("mahjong_core::{}", core.replace(' ', ""));
    let mut out = format!(
        "\n\n// The C values of `{core}` (a {}; `MAHJONG_NAMED_{selector}`), from its canonical names in its order.\nenum {{\n",
        T::WHAT
    );
    for (i, name) in T::NAMES.iter().enumerate() {
        out.push_str(&format!("  {prefix}{} = {},\n", upper(name), first + i as u32));
    }
    out.push_str("};");
    if !c_type.is_empty() {
        let what = T::WHAT;
        out.push_str(&format!(
            "\n\n// A {what} (`{core}`): one of the `{prefix}*` values.{}",
            if note.is_empty() { "" } else { " " }
        ));
        out.push_str(&format!("{note}\ntypedef uint32_t {c_type};"));
    }
    out
}

macro_rules! named {
    ($($selector:ident : $ty:path, $prefix:literal, $first:literal $(read $read:path)?
        $(=> $c:ident $(, $note:literal)?)?;)*) => {
        /// The C values of every named core enum, and the selectors of `mahjong_name`.
        fn named_enums() -> String {
            let mut out = String::new();
            $(
                let (c_type, note) = (concat!($("", stringify!($c))?), concat!($($("", $note)?)?));
                out.push_str(&c_values::<$ty>(stringify!($ty), stringify!($selector), $prefix, $first, c_type, note));
            )*
            out.push_str("\n\n// Which enum `mahjong_name` and `mahjong_name_parse` read.\nenum {\n");
            for (i, s) in [$(stringify!($selector)),*].iter().enumerate() {
                out.push_str(&format!("  MAHJONG_NAMED_{s} = {i},\n"));
            }
            out.push_str("};");
            out
        }
    };
}

use mahjong_core::{
    MeldKind, MeldStatus, Suit, TileKindVariant, WinMethod, Wind, american, mcr, notation, rules, scoring, standard,
    tileset_kind,
};

include!("src/named.rs");

/// The C enum of the core's error kinds: `MAHJONG_ERROR_KIND_<NAME>` with the core's number,
/// written from `mahjong_core::ErrorKind` so the header never restates the list.
fn error_kind_enum() -> String {
    let mut out = String::from(
        "\n\n// The kind of an error, as `mahjong_last_error_kind` returns it: the core's `ErrorKind`.\n\
         // The numbers never change; 0 is no kind.\n\
         enum mahjong_error_kind {\n",
    );
    for kind in mahjong_core::ErrorKind::ALL {
        let mut name = String::new();
        for (i, c) in kind.name().chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 {
                name.push('_');
            }
            name.push(c.to_ascii_uppercase());
        }
        out.push_str(&format!("  MAHJONG_ERROR_KIND_{name} = {},\n", *kind as u16));
    }
    out.push_str("};");
    out
}
