# Watches the shutter counter through a whole run, printing every change.
set pagination off
watch cycles
commands
continue
end
run
