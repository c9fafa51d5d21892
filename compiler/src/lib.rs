//! `ipu-compiler`: the tools users run (`ipu-opt`, `ipu-compile` and
//! `ipu-translate`) as library functions, so tests can call them in-process.

pub mod compile;
pub mod driver;
pub mod translate;
