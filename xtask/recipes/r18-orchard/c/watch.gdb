set pagination off
break main
run
watch balance
commands
continue
end
continue
