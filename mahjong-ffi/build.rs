//! Writes ../include/mahjong.h with cbindgen (a build dependency, so a fresh machine needs no
//! cbindgen binary). CI fails if the committed header differs from the generated one.
use std::path::PathBuf;

fn main() {
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let out = crate_dir.join("..").join("include").join("mahjong.h");
    match cbindgen::Builder::new().with_crate(&crate_dir).with_config(config).generate() {
        Ok(bindings) => {
            bindings.write_to_file(out);
        }
        Err(e) => {
            // Parsing errors also surface as rustc errors; do not hide them behind a build-script panic.
            println!("cargo:warning=cbindgen could not generate the header: {e}");
        }
    }
}
