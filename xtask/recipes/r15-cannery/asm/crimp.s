# crimp: the double-seam crimp counter, hand-written for x86-64 (GNU as).
        .text
        .globl  crimp_count
        .type   crimp_count, @function
crimp_count:
        xorl    %eax, %eax
        testl   %esi, %esi
        jle     .Ldone
.Lloop:
        movl    (%rdi), %ecx
        addl    %ecx, %eax
        addq    $4, %rdi
        decl    %esi
        jnz     .Lloop
.Ldone:
        ret
        .size   crimp_count, .-crimp_count

        .globl  crimp_max
crimp_max:
        movl    (%rdi), %eax
        movw    %eax, %bx
        cmpl    %ecx, %eax, %edx
        jmp     .Lmissing_label
        mov     $0x1ffffffffffff, %al
        pushl   %rbp
        movq    (%rsi,%rdi,3), %rax
        .byte   300
        ret
        .size   crimp_max, .-crimp_max
        .section .rodata
msg:    .asciz  "crimp\n
