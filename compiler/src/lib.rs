//! `ipu-compiler`: the tools users run (`ipu-opt`, later `ipu-compile` and
//! `ipu-translate`) as library functions, so tests can call them in-process.

pub mod driver;
pub mod translate;
