//! Placeholder; see ARCHITECTURE.md.

pub mod graph_interp;
pub mod schedule_exchange;
