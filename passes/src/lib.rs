//! Placeholder; see ARCHITECTURE.md.

pub mod schedule_exchange;
