//! A schedule from [`crate::schedule_exchange`] in the form [`crate::verify_exchange`] reads
//! from the IR, for tests and benchmarks that check schedules without printing them. Neither
//! pass uses this module: the scheduler and its checker share no code.

use crate::schedule_exchange::{PhaseSchedule, Transfer};
use crate::verify_exchange::{InputTransfer, ScheduledTransfer};

/// The phase's transfers as [`crate::verify_exchange::verify_against`] takes its input.
pub fn input_transfers(phase: &[Transfer]) -> Vec<InputTransfer> {
    phase
        .iter()
        .map(|t| InputTransfer {
            src: i64::from(t.src),
            dst: t.dst.iter().map(|&d| i64::from(d)).collect(),
            words: i64::from(t.words),
            src_offset: i64::from(t.src_offset),
            dst_offset: i64::from(t.dst_offset),
        })
        .collect()
}

/// The schedule as the IR holds it: one scheduled transfer per chunk (its destinations, its
/// words at its byte offsets, its start and arrivals, its mode). `phase` is the input the
/// schedule was made for.
pub fn scheduled_transfers(phase: &[Transfer], schedule: &PhaseSchedule) -> Vec<ScheduledTransfer> {
    schedule
        .chunks
        .iter()
        .map(|c| {
            let t = &phase[c.transfer as usize];
            ScheduledTransfer {
                src: i64::from(t.src),
                dst: c.destinations(t).iter().map(|&d| i64::from(d)).collect(),
                words: i64::from(c.words),
                src_offset: i64::from(t.src_offset) + 4 * i64::from(c.word_offset),
                dst_offset: i64::from(t.dst_offset) + 4 * i64::from(c.word_offset),
                start: c.start as i64,
                arrival: c.arrival.iter().map(|&a| a as i64).collect(),
                paired: c.paired,
            }
        })
        .collect()
}
