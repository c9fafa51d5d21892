//! The dialect documentation pages (`dialects/<name>/README.md`) are generated from the
//! op definitions by `ipu_dialects::dialect_docs_by_name`, the function behind
//! `ipu-opt --dialect-docs=NAME`. These tests pin each page with an insta snapshot and
//! fail when the README in the repository differs from the generated page.
//!
//! After changing an op definition: `cargo insta review` (or `INSTA_UPDATE=always`) for
//! the snapshot, and `IPU_UPDATE_DOCS=1 cargo test -p ipu-tests --test dialect_docs` to
//! rewrite the READMEs.

use std::path::PathBuf;

use ipu_dialects::{Context, dialect_docs_by_name, register_all_dialects};

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Writes `text` to `path` atomically (the project's writer).
fn write_atomically(path: &std::path::Path, text: &str) {
    ipu_passes::write_atomically(path, text.as_bytes())
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

fn check_page(name: &str) {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let page = dialect_docs_by_name(&ctx, name)
        .unwrap_or_else(|| panic!("dialect '{name}' is not registered"));
    insta::assert_snapshot!(format!("{name}_dialect_docs"), page);
    let path = repo_root().join("dialects").join(name).join("README.md");
    if std::env::var_os("IPU_UPDATE_DOCS").is_some() {
        write_atomically(&path, &page);
    }
    let readme = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    assert!(
        readme == page,
        "{} is stale: regenerate it with `IPU_UPDATE_DOCS=1 cargo test -p ipu-tests --test dialect_docs` \
         (or `ipu-opt --dialect-docs={name}`)",
        path.display()
    );
}

#[test]
fn graph_dialect_page_is_current() {
    check_page("graph");
}

#[test]
fn exchange_dialect_page_is_current() {
    check_page("exchange");
}

#[test]
fn tiled_dialect_page_is_current() {
    check_page("tiled");
}

#[test]
fn tile_asm_dialect_page_is_current() {
    check_page("tile_asm");
}
