// RUN: ipu-opt --pass=cse,canonicalize %s | filecheck %s
// RUN: ipu-opt --pass=cse --pass=canonicalize %s | filecheck %s
// RUN: ipu-opt -pass=cse,canonicalize - < %s | filecheck %s
// RUN: ipu-opt --cse -canonicalize %s | filecheck %s
// RUN: ipu-opt -p 'builtin.module(func.func(cse,canonicalize))' %s | filecheck %s
// RUN: ipu-opt --pass=cse,canonicalize --dump-pass-pipeline %s -o /dev/null 2>&1 | filecheck %s --check-prefix=PIPELINE

// `--pass` runs a comma-separated list of passes on the module, as typed by users;
// repeating the flag appends, and stdin is read for `-`. As in mlir-opt, every pass is
// also a flag (`--cse`, `-canonicalize`) and `-p` is `--pass-pipeline`.

// PIPELINE: builtin.module(cse,canonicalize{max-iterations=10 max-num-rewrites=-1 top-down=true region-simplify=true test-convergence=false disable-patterns="" enable-patterns=""})

// CHECK-LABEL: func.func @f
func.func @f(%a: i32) -> i32 {
  // CHECK-NEXT: %[[ADD:.*]] = "test.add"(%arg0, %arg0)
  // CHECK-NEXT: %[[MUL:.*]] = "test.mul"(%[[ADD]], %[[ADD]])
  // CHECK-NEXT: return %[[MUL]]
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 0 : i32}> : () -> i32
  %2 = "test.add"(%1, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%0, %2) : (i32, i32) -> i32
  return %3 : i32
}
