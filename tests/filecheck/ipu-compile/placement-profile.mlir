// RUN: not ipu-compile %s -o %t.ipupkg --placement-profile %t.missing/p.html 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: ipu-compile %s -o %t.ipupkg --tiles=4 --no-kernel-cache --placement-profile %t.html --log-level=info 2>&1 | filecheck %s --check-prefix=LOG
// RUN: filecheck %s --input-file %t.html --check-prefix=HTML

// `--placement-profile` writes every allocation of every tile at its exact address (the
// seeds' `wrote exact tile placement profile`); a path in a missing directory is an error
// before anything is compiled.

// MISSING: ipu-compile: error: --placement-profile {{.*}}.missing/p.html: directory '{{.*}}.missing' does not exist
// MISSING-NOT: wrote

// LOG: wrote exact tile placement profile path={{.*}}.html

// HTML: <title>tile placement</title>
// HTML: "target":"ipu21","tiles":{{\[\[0,\[\["code",[0-9]+,[0-9]+\],\["arg0",[0-9]+,2048\]}}
// HTML-SAME: "workload":"placement-profile"
func.func @main(%x: tensor<64x64xf16>, %y: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %z = graph.add %x, %y : tensor<64x64xf16>
  return %z : tensor<64x64xf16>
}
