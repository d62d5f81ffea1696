; A tiny x86-64 program: prints a banner and the sum of a table, then exits.
        global  _start
        section .data
banner: db      "bootstrap v0.3", 10
banner_len equ $ - banner
table:  dw      12, 40, 7, 300, 70000, 5
count   equ     6
        section .bss
buffer: resb    32

        section .text
_start:
        mov     rax, 1
        mov     rdi, 1
        lea     rsi, [rel banner]
        mov     rdx, banner_len
        syscall

        xor     rcx, rcx
        xor     rbx, rbx
.sum:   movzx   rax, word [table + rcx*2]
        add     rbx, rax
        inc     rcx
        cmp     rcx, count
        jl      .sum

        mov     eax, rbx
        call    print_number
        mov     byte [buffer], 256
        push    eip
        movq    rax, xmm0, 3
        jmp     .done

.exit:  mov     rax, 60
        xor     rdi, rdi
        syscall
