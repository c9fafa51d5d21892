// RUN: ipu-compile %S/../../../examples/backend/matmul_add_f16.mlir -o %t.ipupkg --log-level=info 2> %t.log
// RUN: filecheck %s --check-prefix=LOG --input-file %t.log
// RUN: ipu-run %t.ipupkg | filecheck %s

// An exchange-level program compiles to a package (the passes after lower-to-exchange),
// logging each phase as the reference system does (at --log-level=info), and the package
// simulates with the cycles the compiler costed.

// LOG: ipu_codegen.package.build{tile_count=1472 operations=2}:ipu_codegen.package.phase{phase="schedule_exchange"}: package build phase finished phase="schedule_exchange" elapsed_ms={{[0-9]+}} success=true
// LOG: screened exchange table geometry estimated_row_bytes={{[0-9]+}} heuristic_row_bytes={{[0-9]+}} geometry_fragments_per_tile={{[0-9]+}} fragment_limit=16384
// LOG: allocated package support memory tile={{[0-9]+}} linked_end=327680 profile_bytes={{[0-9]+}} exchange_table_bytes={{[0-9]+}} host_code_bytes={{[0-9]+}} host_data_bytes={{[0-9]+}} generated_code_bytes={{[0-9]+}} code_address={{[0-9]+}}
// LOG: placed tile storage program=main_device buffers=7 tiles=4
// LOG: package build phase finished phase="place_storage" elapsed_ms={{[0-9]+}} success=true
// LOG: package build phase finished phase="lower_to_tile_asm" elapsed_ms={{[0-9]+}} success=true
// LOG: exchange table and repeat patch storage exchange_table_bytes={{[0-9]+}} maximum_uncompressed_repeat_patch_bytes={{[0-9]+}} maximum_elided_arithmetic_patch_bytes={{[0-9]+}}
// LOG: placing generated tile programs tiles=4 generated_code_bytes={{[0-9]+}} exchange_table_bytes={{[0-9]+}} executable_ranges=[(311296, 524288)]
// LOG: costed final placed program final_cycles=2588 final_exchange=566
// LOG: package build phase finished phase="build_package" elapsed_ms={{[0-9]+}} success=true

// CHECK: workload=matmul_add_f16
// CHECK: activeTiles=4
// CHECK: cycles=2588
// CHECK: numericalTest=PASS
