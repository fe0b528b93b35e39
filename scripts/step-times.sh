# Sourced by scripts/test.sh and .ci/run: `step NAME COMMAND...` runs COMMAND under the heading
# "› NAME" and says how long it took; when the script exits (failing or not) every step's time and
# the total are listed again, so a slow CI run shows where its minutes went (issue 18: CI budget).
# With STEP_TIMES_FILE set, each step's line is also appended there: .ci/run lists the steps of the
# `npm test` it runs in its own summary.

STEP_LINES=()
STEP_TOTAL_LABEL=${STEP_TOTAL_LABEL:-total}

step() {
  local name=$1
  shift
  echo "› $name"
  local start=$SECONDS status=0
  "$@" || status=$?
  local line="› $name: $((SECONDS - start)) s"
  [ "$status" -eq 0 ] || line="$line (failed, exit $status)"
  echo "$line"
  STEP_LINES+=("$line")
  if [ -n "${STEP_TIMES_FILE:-}" ]; then echo "$line" >>"$STEP_TIMES_FILE"; fi
  return "$status"
}

# Minutes and seconds since the script started (bash's SECONDS).
print_step_times() {
  echo
  if [ -n "${STEP_TIMES_FILE:-}" ] && [ -f "$STEP_TIMES_FILE" ]; then
    cat "$STEP_TIMES_FILE"
  elif [ "${#STEP_LINES[@]}" -gt 0 ]; then
    printf '%s\n' "${STEP_LINES[@]}"
  fi
  echo "$STEP_TOTAL_LABEL: $((SECONDS / 60)) min $((SECONDS % 60)) s"
}
