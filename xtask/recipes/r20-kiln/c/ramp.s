# The inner loop of the kiln's ramp interpolation (x86-64, AT&T syntax).
ramp_loop:
    vmovups   (%rsi,%rax,4), %ymm1
    vmulps    %ymm0, %ymm1, %ymm2
    vaddps    (%rdx,%rax,4), %ymm2, %ymm3
    vdivps    %ymm4, %ymm3, %ymm5
    vmovups   %ymm5, (%rdi,%rax,4)
    addq      $8, %rax
    cmpq      %rcx, %rax
    jne       ramp_loop
