//! Placeholder; see ARCHITECTURE.md.

pub mod plan;
