#!/usr/bin/env bash
# Regenerates dialects/tests/data/ods_verify/cases.expected: the first error
# line mlir-opt-22 prints for each `// -----` case of cases.mlir.
set -euo pipefail
cd "$(dirname "$0")/../tests/data/ods_verify"
mlir-opt-22 --allow-unregistered-dialect --split-input-file cases.mlir 2>&1 >/dev/null | grep ": error:" > cases.expected
