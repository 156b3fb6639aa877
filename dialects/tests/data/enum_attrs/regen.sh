#!/bin/sh
# Regenerates this directory's expected outputs with mlir-opt-22:
#   valid.out.mlir   mlir-opt-22 valid.mlir
#   valid.mlirbc     mlir-opt-22 --emit-bytecode valid.mlir
#   cmp_predicate_sgE.mlirbc  the bytecode of cmp_predicate.mlir with the
#                    attribute text `#index<cmp_predicate sge>` patched to
#                    `sgE` (a fuzz finding: not a case, mlir-opt-22 rejects it)
set -eu
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
"$MLIR_OPT" valid.mlir > valid.out.mlir
"$MLIR_OPT" --emit-bytecode valid.mlir -o valid.mlirbc
"$MLIR_OPT" --emit-bytecode cmp_predicate.mlir -o - | python3 -c '
import sys
data = sys.stdin.buffer.read()
assert data.count(b"cmp_predicate sge") == 1
sys.stdout.buffer.write(data.replace(b"cmp_predicate sge", b"cmp_predicate sgE"))
' > cmp_predicate_sgE.mlirbc
