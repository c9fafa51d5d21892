// RUN: ipu-opt %s --no-verify --split-input-file --verify-diagnostics --pass=verify-exchange

// Hand-broken schedules, each rejected by the independent checker with a located error at
// the transfer or phase concerned. (`--no-verify` keeps the dialect's verifier, which
// catches a few of these in its own words, from reporting them first.) The first phases
// are the valid one of valid.mlir with one thing changed.

// A missing chunk: the 1-word piece of tile 1's transfer to tile 3 was deleted (and the
// bound reported for the 34 input words is above what the 33 delivered ones allow).
// expected-error @+2 {{'exchange.phase' op endpoint_lower_bound is 41, above what the phase's words allow: 40 (tile 0 receives 13 cycles of words, the first after 27)}}
// expected-error @+1 {{'exchange.phase' op delivers 33 words (counted once per destination), but its input had 34 ('input_words'): 1 are missing}}
exchange.phase @missing_words kind "matching-waves" horizon 40 endpoint_lower_bound 41 lower_bound_gap -1 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
  exchange.transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [27]
}

// -----

// A word written to the wrong place: the 1-word piece lands at byte 40 instead of 36.
// expected-error @+1 {{'exchange.phase' op does not deliver the words of its input ('input_digest' differs)}}
exchange.phase @moved_word kind "matching-waves" horizon 41 endpoint_lower_bound 41 lower_bound_gap 0 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
  exchange.transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [3] words 1 src_offset 1236 dst_offset 40 start 13 arrival [40]
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [27]
}

// -----

// A wrong arrival: tile 0 is 27 cycles from tile 1, not 26.
exchange.phase @wrong_arrival kind "matching-waves" horizon 41 endpoint_lower_bound 41 lower_bound_gap 0 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
  exchange.transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [3] words 1 src_offset 1236 dst_offset 36 start 13 arrival [40]
  // expected-error @+1 {{'exchange.transfer' op arrival at tile 1 is cycle 26, but a word sent at 0 arrives at 27}}
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [26]
}

// -----

// A wrong horizon: the last word arrives at cycle 40, so the horizon is 41, not 45.
// expected-error @+1 {{'exchange.phase' op horizon is 45, but the last word arrives before cycle 41}}
exchange.phase @wrong_horizon kind "matching-waves" horizon 45 endpoint_lower_bound 41 lower_bound_gap 4 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
  exchange.transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [3] words 1 src_offset 1236 dst_offset 36 start 13 arrival [40]
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [27]
}

// -----

// A receive-port conflict: tile 2 takes words of both transfers in cycles 43-58 (one
// error per transfer, counting the cycles after the first).
exchange.phase @receive_conflict horizon 75 endpoint_lower_bound 91 lower_bound_gap -16 kind "full-duplex" {
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
  // expected-error @+1 {{'exchange.transfer' op tile 2 receives two transfers at cycle 43 (also transfer #0) (and 15 more violations of this transfer)}}
  exchange.transfer from 1 to [2] words 32 src_offset 0 dst_offset 128 start 16 arrival [43]
}

// -----

// A send-port conflict: tile 0 would send two different words in cycle 31.
exchange.phase @send_conflict horizon 90 endpoint_lower_bound 91 lower_bound_gap -1 kind "full-duplex" {
  exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
  // expected-error @+1 {{'exchange.transfer' op tile 0's bus carries two different words at cycle 31 (also transfer #0)}}
  exchange.transfer from 0 to [2] words 32 src_offset 128 dst_offset 0 start 31 arrival [58]
}

// -----

// A wrong gap.
// expected-error @+1 {{'exchange.phase' op lower_bound_gap is 0, but horizon - endpoint_lower_bound = 9}}
exchange.phase @gap horizon 59 endpoint_lower_bound 50 lower_bound_gap 0 kind "full-duplex" {
  exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
}

// -----

// A paired transfer needs whole pairs of destinations (tile 2's partner is tile 3).
// expected-error @+1 {{'exchange.phase' op horizon is 43, but the last word arrives before cycle 0}}
exchange.phase @lonely_pair horizon 43 endpoint_lower_bound 43 lower_bound_gap 0 kind "paired" {
  // expected-error @+1 {{'exchange.transfer' op paired transfer to tile 2 without its pair partner}}
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 paired start 0 arrival [27]
}

// -----

// Not scheduled at all: the first transfer is named, the others counted.
// expected-error @+1 {{'exchange.phase' op is not scheduled: no 'horizon', 'endpoint_lower_bound', 'lower_bound_gap' (run schedule-exchange first)}}
exchange.phase @unscheduled {
  // expected-error @+2 {{'exchange.transfer' op is not scheduled: no 'start' and 'arrival' (run schedule-exchange first)}}
  // expected-note @+1 {{2 more transfers of this phase are not scheduled}}
  exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0
  exchange.transfer from 0 to [2] words 32 src_offset 128 dst_offset 0
  exchange.transfer from 0 to [3] words 32 src_offset 256 dst_offset 0
}

// -----

// Instruction slots: tile 5 takes one word per cycle from tiles 0 and 1 in turn (a
// multiplexer switch every cycle) while it also sends a word every cycle (a send every
// cycle): at the ipu21's 2 issue cycles per exchange instruction its sends alone overlap,
// and tiles 10 and 11, each switching to tile 5 every other cycle, run out of slots too.
// expected-error @+3 {{'exchange.phase' op tile 5 must issue two sends at cycle 10}}
// expected-error @+2 {{'exchange.phase' op tile 10 has no issue slot for the multiplexer switch due at cycle 41}}
// expected-error @+1 {{'exchange.phase' op tile 11 has no issue slot for the multiplexer switch due at cycle 42}}
exchange.phase @slots horizon 53 endpoint_lower_bound 44 lower_bound_gap 9 kind "full-duplex" {
  exchange.transfer from 0 to [5] words 1 src_offset 0 dst_offset 0 start 0 arrival [28]
  exchange.transfer from 5 to [10] words 1 src_offset 1000 dst_offset 0 start 9 arrival [37]
  exchange.transfer from 1 to [5] words 1 src_offset 4 dst_offset 4 start 1 arrival [29]
  exchange.transfer from 5 to [11] words 1 src_offset 1008 dst_offset 4 start 10 arrival [38]
  exchange.transfer from 0 to [5] words 1 src_offset 8 dst_offset 8 start 2 arrival [30]
  exchange.transfer from 5 to [10] words 1 src_offset 1016 dst_offset 8 start 11 arrival [39]
  exchange.transfer from 1 to [5] words 1 src_offset 12 dst_offset 12 start 3 arrival [31]
  exchange.transfer from 5 to [11] words 1 src_offset 1024 dst_offset 12 start 12 arrival [40]
  exchange.transfer from 0 to [5] words 1 src_offset 16 dst_offset 16 start 4 arrival [32]
  exchange.transfer from 5 to [10] words 1 src_offset 1032 dst_offset 16 start 13 arrival [41]
  exchange.transfer from 1 to [5] words 1 src_offset 20 dst_offset 20 start 5 arrival [33]
  exchange.transfer from 5 to [11] words 1 src_offset 1040 dst_offset 20 start 14 arrival [42]
  exchange.transfer from 0 to [5] words 1 src_offset 24 dst_offset 24 start 6 arrival [34]
  exchange.transfer from 5 to [10] words 1 src_offset 1048 dst_offset 24 start 15 arrival [43]
  exchange.transfer from 1 to [5] words 1 src_offset 28 dst_offset 28 start 7 arrival [35]
  exchange.transfer from 5 to [11] words 1 src_offset 1056 dst_offset 28 start 16 arrival [44]
  exchange.transfer from 0 to [5] words 1 src_offset 32 dst_offset 32 start 8 arrival [36]
  exchange.transfer from 5 to [10] words 1 src_offset 1064 dst_offset 32 start 17 arrival [45]
  exchange.transfer from 1 to [5] words 1 src_offset 36 dst_offset 36 start 9 arrival [37]
  exchange.transfer from 5 to [11] words 1 src_offset 1072 dst_offset 36 start 18 arrival [46]
  exchange.transfer from 0 to [5] words 1 src_offset 40 dst_offset 40 start 10 arrival [38]
  exchange.transfer from 5 to [10] words 1 src_offset 1080 dst_offset 40 start 19 arrival [47]
  exchange.transfer from 1 to [5] words 1 src_offset 44 dst_offset 44 start 11 arrival [39]
  exchange.transfer from 5 to [11] words 1 src_offset 1088 dst_offset 44 start 20 arrival [48]
  exchange.transfer from 0 to [5] words 1 src_offset 48 dst_offset 48 start 12 arrival [40]
  exchange.transfer from 5 to [10] words 1 src_offset 1096 dst_offset 48 start 21 arrival [49]
  exchange.transfer from 1 to [5] words 1 src_offset 52 dst_offset 52 start 13 arrival [41]
  exchange.transfer from 5 to [11] words 1 src_offset 1104 dst_offset 52 start 22 arrival [50]
  exchange.transfer from 0 to [5] words 1 src_offset 56 dst_offset 56 start 14 arrival [42]
  exchange.transfer from 5 to [10] words 1 src_offset 1112 dst_offset 56 start 23 arrival [51]
  exchange.transfer from 1 to [5] words 1 src_offset 60 dst_offset 60 start 15 arrival [43]
  exchange.transfer from 5 to [11] words 1 src_offset 1120 dst_offset 60 start 24 arrival [52]
}
