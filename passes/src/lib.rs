//! Placeholder; see ARCHITECTURE.md.

pub mod schedule_exchange;
pub mod verify_exchange;
