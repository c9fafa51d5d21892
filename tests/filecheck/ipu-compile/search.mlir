// RUN: rm -f %t.json %t.saved.json
// RUN: ipu-compile %s -o %t.ipupkg --tiles=16 --search-attempts=4 --search-state=%t.json --log-level=info 2>&1 | filecheck %s
// RUN: filecheck %s --input-file=%t.json --check-prefix=STATE
// RUN: ipu-compile %s -o %t.resumed.ipupkg --tiles=16 --search-attempts=4 --search-state=%t.json --search-save=%t.saved.json --log-level=info 2>&1 | filecheck %s --check-prefix=RESUMED
// RUN: filecheck %s --input-file=%t.saved.json --check-prefix=SAVED
// RUN: ipu-compile %s -o %t.one.ipupkg --tiles=16 --search-attempts=4 --threads=1
// RUN: ipu-compile %s -o %t.two.ipupkg --tiles=16 --search-attempts=4 --threads=2
// RUN: cmp %t.one.ipupkg %t.two.ipupkg

// The planner's local layout search from the command line: `--search-attempts=N` schedules
// N candidate changes of the selected plan (each under a `local_candidate{attempt=N}` span,
// four at a time; scheduled unless its analytic cost shows it cannot improve), `--search-state` saves what a later run resumes from (here into another
// file, `--search-save`), and the package does not depend on the thread count.

// CHECK: screened tile mappings by exchange resource load operation=[[OP:[a-z_0-9]+]] candidates=[[#]] baseline_cycles=[[#]] candidate_cycles=[[#]] baseline_pressure=[[#]] candidate_pressure=[[#]]
// CHECK: evaluating ordered local candidates concurrently candidates=4
// CHECK: local_candidate{attempt=[[#]]}: {{modelled local candidate cannot improve modelled_cycles=[0-9]+ incumbent_cycles=[0-9]+|costed final placed program final_cycles=[0-9]+ final_exchange=[0-9]+|local candidate does not plan}} change=[[OP]]:
// CHECK: saved mid-plan search state path={{.*}}.json attempts=4
// CHECK: ipu-compile: wrote {{.*}}.ipupkg

// STATE: "version": 1
// STATE: "workload": "main"
// STATE: "attempts": 4

// RESUMED: loaded mid-plan search state path={{.*}}.json attempts=4
// RESUMED: validated search incumbent cycles=[[#]] resuming=true
// RESUMED: saved mid-plan search state path={{.*}}.saved.json attempts=8

// SAVED: "attempts": 8

func.func @main(%x: tensor<64x128xf16>, %w: tensor<128x96xf16>) -> tensor<64x96xf16> {
  %y = graph.matmul %x, %w : (tensor<64x128xf16>, tensor<128x96xf16>) -> tensor<64x96xf16>
  return %y : tensor<64x96xf16>
}
