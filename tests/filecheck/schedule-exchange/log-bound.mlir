// RUN: ipu-opt %S/../../../examples/small.exchange.mlir --pass='schedule-exchange{summary=false}' --log-level=info -o /dev/null 2>&1 | filecheck %s

// The tracing line of each phase names the bound of the kind it selected, as the phase's
// `endpoint_lower_bound` attribute and the summary table do: a paired schedule is measured
// against the paired bound, so its gap is never negative (the ordinary bound gave -5 here).

// CHECK-LABEL: phase=@broadcast}: optimized physical exchange schedule
// CHECK-SAME: endpoint_lower_bound={{[0-9]+}} lower_bound_gap={{[0-9]+}} selected_kind="paired"
