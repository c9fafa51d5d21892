# -*- Python -*-
# LLVM lit configuration for the FileCheck tests (the same tree `cargo test
# --test filecheck_tests` runs).
#
#   cargo build --bins --workspace
#   lit -v tests/filecheck                # or a sub-directory / single file
#
# Tools come from the cargo target directory: $CARGO_TARGET_DIR (default
# <repo>/target), profile $IPU_PROFILE (default "debug"). `FileCheck` in RUN
# lines means our `filecheck`; `not` is lit's builtin.

import os
import shutil

import lit.formats

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(repo, "target"))
bin_dir = os.path.join(os.path.abspath(target), os.environ.get("IPU_PROFILE", "debug"))

config.name = "ipu-stack"
# lit's internal shell, as our runner implements it.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
# The suite is rooted here (tests/); only tests/filecheck holds lit tests.
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.excludes = [d for d in os.listdir(config.test_source_root) if d != "filecheck"]
config.test_exec_root = os.path.join(bin_dir, "lit")

tools = ["ipu-opt", "ipu-compile", "ipu-translate", "ipu-run", "filecheck"]
filecheck = os.path.join(bin_dir, "filecheck")
if not os.path.isfile(filecheck):
    lit_config.fatal(
        "filecheck not built at %s: run `cargo build --bins --workspace` "
        "(or set CARGO_TARGET_DIR / IPU_PROFILE)" % filecheck
    )

config.environment["PATH"] = os.pathsep.join([bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# ipu-compile's kernel cache stays in the target directory, never the user's cache.
config.environment["IPU_STACK_KERNEL_CACHE"] = os.path.join(os.path.abspath(target), "ipu-stack-kernel-cache")
config.substitutions.append((r"(?<![\w/.-])FileCheck\b", filecheck))
for tool in tools:
    path = os.path.join(bin_dir, tool)
    if os.path.isfile(path):
        config.available_features.add(tool)
        config.substitutions.append((r"(?<![\w/.-])%s(?![\w.-])" % tool.replace("-", r"\-"), path))

# The same feature names as the cargo runner (tests/src/lib.rs).
config.available_features.add("shell")
config.available_features.add("linux" if os.name == "posix" and os.uname().sysname == "Linux" else os.name)
config.available_features.add("system-" + ("linux" if os.uname().sysname == "Linux" else os.name))
if shutil.which("mlir-opt-19"):
    config.available_features.add("mlir-opt")
