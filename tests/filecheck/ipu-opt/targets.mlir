// RUN: ipu-opt --print-target=ipu21 | filecheck %s
// RUN: not ipu-opt --print-target=ipu99 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: ipu-opt --target=gc200 --pass=cse %s | filecheck %s --check-prefix=TARGET

// --print-target prints a target description as JSON, the host link included (PCIe Gen4 x16
// at 1.5 GHz: 19 bytes per cycle each way; one host call, 1632 cycles); --target chooses the
// target passes use (a built-in name or a TOML file).

// CHECK: "host_call_cycles": 1632,
// CHECK: "host_link_bytes_per_cycle": 19,
// CHECK: "host_link_bytes_per_cycle_out": 19,
// CHECK: "tiles": 1472
// UNKNOWN: ipu-opt: error: {{.*}}ipu99
// TARGET: func.func @f
func.func @f() {
  return
}
