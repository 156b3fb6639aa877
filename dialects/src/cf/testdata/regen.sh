#!/usr/bin/env bash
# Regenerates invalid.expected: the first error line mlir-opt-22 prints for
# each `// -----` case of invalid.mlir.
set -euo pipefail
cd "$(dirname "$0")"
mlir-opt-22 --allow-unregistered-dialect --split-input-file invalid.mlir 2>&1 >/dev/null | grep ": error:" > invalid.expected
# custom.expected / custom.generic: custom.mlir as mlir-opt-22 prints it.
mlir-opt-22 --allow-unregistered-dialect custom.mlir > custom.expected
mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic custom.mlir > custom.generic
