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

    // SONAME: a program linked against libmahjong.so records libmahjong.so.<ABI>, so a library
    // with another ABI is never loaded in its place.
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" || os == "freebsd" || os == "netbsd" || os == "openbsd" || os == "android" {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libmahjong.so.{MAHJONG_ABI_VERSION}");
    }

    let mut config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
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
            let repo_include = crate_dir.join("..").join("include");
            if repo_include.join("mahjong.h").is_file() {
                bindings.write_to_file(repo_include.join("mahjong.h"));
            }
        }
        Err(e) => {
            // Parsing errors also surface as rustc errors; do not hide them behind a build-script panic.
            println!("cargo:warning=cbindgen could not generate the header: {e}");
        }
    }
}

/// A copy of the sources for cbindgen, which does not expand macros: each `ffi!` block (see
/// `src/panic.rs`) written as the functions it makes, `#[unsafe(no_mangle)] pub extern "C" fn`
/// with their docs (a bodiless `_free` gets an empty body; cbindgen reads only signatures).
fn header_sources(src: &Path, out: &Path) -> PathBuf {
    std::fs::create_dir_all(out).expect("OUT_DIR/header-src");
    for entry in std::fs::read_dir(src).expect("src") {
        let path = entry.expect("an entry of src").path();
        let (Some(name), Ok(text)) = (path.file_name(), std::fs::read_to_string(&path)) else { continue };
        let mut in_block = false;
        let mut copy = String::new();
        for line in text.lines() {
            let declared = line.trim_start().strip_prefix("fn mahjong_").filter(|_| in_block);
            match (line, declared) {
                ("ffi! {", _) => in_block = true,
                ("}", _) if in_block => in_block = false,
                (_, Some(rest)) => {
                    let rest = rest.strip_suffix(");").map_or(rest.to_string(), |sig| format!("{sig}) {{}}"));
                    copy.push_str(&format!("#[unsafe(no_mangle)] pub extern \"C\" fn mahjong_{rest}"));
                }
                _ => copy.push_str(line),
            }
            copy.push('\n');
        }
        std::fs::write(out.join(name), copy).expect("OUT_DIR/header-src file");
    }
    out.to_path_buf()
}

/// `NAME` for a canonical name (`mah_jong` -> `MAH_JONG`).
fn upper(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect()
}

/// The C values of one named core enum: `<prefix><NAME> = <first + index>` in `NAMES` order.
fn c_values<T: mahjong_core::name::Name>(core: &str, selector: &str, prefix: &str, first: u32) -> String {
    let core = core.replace(' ', "");
    let mut out = format!(
        "\n\n// The C values of `{core}` (a {}; `MAHJONG_NAMED_{selector}`), from its canonical names in its order.\nenum {{\n",
        T::WHAT
    );
    for (i, name) in T::NAMES.iter().enumerate() {
        out.push_str(&format!("  {prefix}{} = {},\n", upper(name), first + i as u32));
    }
    out.push_str("};");
    out
}

macro_rules! named {
    ($($selector:ident : $ty:path $([$core:path])?, $prefix:literal, $first:literal;)*) => {
        /// The C values of every named core enum, and the selectors of `mahjong_name`.
        fn named_enums() -> String {
            let mut out = String::new();
            $(
                let core = [stringify!($ty) $(, stringify!($core))?].last().copied().unwrap_or_default();
                out.push_str(&c_values::<$ty>(core, stringify!($selector), $prefix, $first));
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

include!("src/kinds.rs");
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
