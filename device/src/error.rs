//! The crate's one error type.

use std::path::PathBuf;

/// Errors of `ipu-device`. Each variant says whose fault it is.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// User input: a target description (TOML) does not parse, lacks a key, has a value
    /// of the wrong type, or a value out of range. `file` is the path (or `<builtin>/NAME`
    /// for an embedded target), `line`/`col` are 1-based when known, `key` is the dotted key.
    #[error("{}: error: {message}", location(file, *line, *col))]
    Target {
        /// The file the description came from.
        file: PathBuf,
        /// 1-based line of the offending key or value, when known.
        line: Option<usize>,
        /// 1-based column of the offending key or value, when known.
        col: Option<usize>,
        /// Dotted key (`exchange.tiles_per_column`), empty when the whole file is at fault.
        key: String,
        /// What is wrong, in one sentence.
        message: String,
    },
    /// User input: `--target=NAME|PATH` names no built-in target and no readable file.
    #[error(
        "error: unknown target '{name}' (built-in targets: {known}; nor is it a target description file: {reason})"
    )]
    UnknownTarget {
        /// What the user asked for.
        name: String,
        /// Comma-separated built-in names.
        known: String,
        /// Why it could not be read as a path.
        reason: String,
    },
    /// User input: a codelet call whose shape the codelet cannot run (zero or misaligned
    /// sizes, a shape the AMP layout does not support).
    #[error("error: codelet '{codelet}': {message}")]
    Shape {
        /// The codelet's name.
        codelet: &'static str,
        /// What is wrong.
        message: String,
    },
    /// User input (usually a bug upstream): a tile number outside the target.
    #[error("error: tile {tile} is outside the target ({tiles} tiles)")]
    TileOutOfRange {
        /// The tile asked for.
        tile: u32,
        /// Number of tiles on the target.
        tiles: u32,
    },
}

fn location(file: &std::path::Path, line: Option<usize>, col: Option<usize>) -> String {
    match (line, col) {
        (Some(l), Some(c)) => format!("{}:{l}:{c}", file.display()),
        (Some(l), None) => format!("{}:{l}", file.display()),
        _ => file.display().to_string(),
    }
}

/// `Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
