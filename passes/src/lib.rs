//! Placeholder; see ARCHITECTURE.md.

pub mod plan;
pub mod schedule_exchange;
pub mod verify_exchange;
