package grading

import (
	"fmt"
	"testing"
)

func TestGradeApple01(t *testing.T) {
	if got := Grade(56, 0.25); got != Juice {
		t.Errorf("Grade(56, 0.25) = %v, want %v", got, Juice)
	}
}

func TestGradeApple02(t *testing.T) {
	if got := Grade(57, 0.5); got != Juice {
		t.Errorf("Grade(57, 0.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple03(t *testing.T) {
	if got := Grade(58, 0.75); got != Juice {
		t.Errorf("Grade(58, 0.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple04(t *testing.T) {
	if got := Grade(59, 1.0); got != Juice {
		t.Errorf("Grade(59, 1.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple05(t *testing.T) {
	if got := Grade(60, 1.25); got != ClassII {
		t.Errorf("Grade(60, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple06(t *testing.T) {
	if got := Grade(61, 1.5); got != ClassII {
		t.Errorf("Grade(61, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple07(t *testing.T) {
	if got := Grade(62, 1.75); got != ClassII {
		t.Errorf("Grade(62, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple08(t *testing.T) {
	if got := Grade(63, 2.0); got != ClassII {
		t.Errorf("Grade(63, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple09(t *testing.T) {
	if got := Grade(64, 2.25); got != ClassII {
		t.Errorf("Grade(64, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple10(t *testing.T) {
	if got := Grade(65, 2.5); got != Juice {
		t.Errorf("Grade(65, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple11(t *testing.T) {
	if got := Grade(66, 2.75); got != Juice {
		t.Errorf("Grade(66, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple12(t *testing.T) {
	if got := Grade(67, 3.0); got != Juice {
		t.Errorf("Grade(67, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple13(t *testing.T) {
	if got := Grade(68, 0.0); got != ClassI {
		t.Errorf("Grade(68, 0.0) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple14(t *testing.T) {
	if got := Grade(69, 0.25); got != ClassI {
		t.Errorf("Grade(69, 0.25) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple15(t *testing.T) {
	if got := Grade(70, 0.5); got != ClassI {
		t.Errorf("Grade(70, 0.5) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple16(t *testing.T) {
	if got := Grade(71, 0.75); got != ClassI {
		t.Errorf("Grade(71, 0.75) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple17(t *testing.T) {
	if got := Grade(72, 1.0); got != ClassI {
		t.Errorf("Grade(72, 1.0) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple18(t *testing.T) {
	if got := Grade(73, 1.25); got != ClassII {
		t.Errorf("Grade(73, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple19(t *testing.T) {
	if got := Grade(74, 1.5); got != ClassII {
		t.Errorf("Grade(74, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple20(t *testing.T) {
	if got := Grade(75, 1.75); got != ClassII {
		t.Errorf("Grade(75, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple21(t *testing.T) {
	if got := Grade(76, 2.0); got != ClassII {
		t.Errorf("Grade(76, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple22(t *testing.T) {
	if got := Grade(77, 2.25); got != ClassII {
		t.Errorf("Grade(77, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple23(t *testing.T) {
	if got := Grade(78, 2.5); got != Juice {
		t.Errorf("Grade(78, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple24(t *testing.T) {
	if got := Grade(79, 2.75); got != Juice {
		t.Errorf("Grade(79, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple25(t *testing.T) {
	if got := Grade(55, 3.0); got != Juice {
		t.Errorf("Grade(55, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple26(t *testing.T) {
	if got := Grade(56, 0.0); got != Juice {
		t.Errorf("Grade(56, 0.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple27(t *testing.T) {
	if got := Grade(57, 0.25); got != Juice {
		t.Errorf("Grade(57, 0.25) = %v, want %v", got, Juice)
	}
}

func TestGradeApple28(t *testing.T) {
	if got := Grade(58, 0.5); got != Juice {
		t.Errorf("Grade(58, 0.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple29(t *testing.T) {
	if got := Grade(59, 0.75); got != Juice {
		t.Errorf("Grade(59, 0.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple30(t *testing.T) {
	if got := Grade(60, 1.0); got != ClassII {
		t.Errorf("Grade(60, 1.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple31(t *testing.T) {
	if got := Grade(61, 1.25); got != ClassII {
		t.Errorf("Grade(61, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple32(t *testing.T) {
	if got := Grade(62, 1.5); got != ClassII {
		t.Errorf("Grade(62, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple33(t *testing.T) {
	if got := Grade(63, 1.75); got != ClassII {
		t.Errorf("Grade(63, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple34(t *testing.T) {
	if got := Grade(64, 2.0); got != ClassII {
		t.Errorf("Grade(64, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple35(t *testing.T) {
	if got := Grade(65, 2.25); got != ClassII {
		t.Errorf("Grade(65, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple36(t *testing.T) {
	if got := Grade(66, 2.5); got != Juice {
		t.Errorf("Grade(66, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple37(t *testing.T) {
	if got := Grade(67, 2.75); got != Juice {
		t.Errorf("Grade(67, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple38(t *testing.T) {
	if got := Grade(68, 3.0); got != Juice {
		t.Errorf("Grade(68, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple39(t *testing.T) {
	if got := Grade(69, 0.0); got != ClassI {
		t.Errorf("Grade(69, 0.0) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple40(t *testing.T) {
	if got := Grade(70, 0.25); got != Extra {
		t.Errorf("Grade(70, 0.25) = %v, want %v", got, Extra)
	}
}

func TestGradeApple41(t *testing.T) {
	if got := Grade(71, 0.5); got != ClassI {
		t.Errorf("Grade(71, 0.5) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple42(t *testing.T) {
	if got := Grade(72, 0.75); got != ClassI {
		t.Errorf("Grade(72, 0.75) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple43(t *testing.T) {
	if got := Grade(73, 1.0); got != ClassI {
		t.Errorf("Grade(73, 1.0) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple44(t *testing.T) {
	if got := Grade(74, 1.25); got != ClassII {
		t.Errorf("Grade(74, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple45(t *testing.T) {
	if got := Grade(75, 1.5); got != ClassII {
		t.Errorf("Grade(75, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple46(t *testing.T) {
	if got := Grade(76, 1.75); got != ClassII {
		t.Errorf("Grade(76, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple47(t *testing.T) {
	if got := Grade(77, 2.0); got != ClassII {
		t.Errorf("Grade(77, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple48(t *testing.T) {
	if got := Grade(78, 2.25); got != ClassII {
		t.Errorf("Grade(78, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple49(t *testing.T) {
	if got := Grade(79, 2.5); got != Juice {
		t.Errorf("Grade(79, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple50(t *testing.T) {
	if got := Grade(55, 2.75); got != Juice {
		t.Errorf("Grade(55, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple51(t *testing.T) {
	if got := Grade(56, 3.0); got != Juice {
		t.Errorf("Grade(56, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple52(t *testing.T) {
	if got := Grade(57, 0.0); got != Juice {
		t.Errorf("Grade(57, 0.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple53(t *testing.T) {
	if got := Grade(58, 0.25); got != Juice {
		t.Errorf("Grade(58, 0.25) = %v, want %v", got, Juice)
	}
}

func TestGradeApple54(t *testing.T) {
	if got := Grade(59, 0.5); got != Juice {
		t.Errorf("Grade(59, 0.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple55(t *testing.T) {
	if got := Grade(60, 0.75); got != ClassII {
		t.Errorf("Grade(60, 0.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple56(t *testing.T) {
	if got := Grade(61, 1.0); got != ClassII {
		t.Errorf("Grade(61, 1.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple57(t *testing.T) {
	if got := Grade(62, 1.25); got != ClassII {
		t.Errorf("Grade(62, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple58(t *testing.T) {
	if got := Grade(63, 1.5); got != ClassII {
		t.Errorf("Grade(63, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple59(t *testing.T) {
	if got := Grade(64, 1.75); got != ClassII {
		t.Errorf("Grade(64, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple60(t *testing.T) {
	if got := Grade(65, 2.0); got != ClassII {
		t.Errorf("Grade(65, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple61(t *testing.T) {
	if got := Grade(66, 2.25); got != ClassII {
		t.Errorf("Grade(66, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple62(t *testing.T) {
	if got := Grade(67, 2.5); got != Juice {
		t.Errorf("Grade(67, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple63(t *testing.T) {
	if got := Grade(68, 2.75); got != Juice {
		t.Errorf("Grade(68, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple64(t *testing.T) {
	if got := Grade(69, 3.0); got != Juice {
		t.Errorf("Grade(69, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple65(t *testing.T) {
	if got := Grade(70, 0.0); got != Extra {
		t.Errorf("Grade(70, 0.0) = %v, want %v", got, Extra)
	}
}

func TestGradeApple66(t *testing.T) {
	if got := Grade(71, 0.25); got != Extra {
		t.Errorf("Grade(71, 0.25) = %v, want %v", got, Extra)
	}
}

func TestGradeApple67(t *testing.T) {
	if got := Grade(72, 0.5); got != ClassI {
		t.Errorf("Grade(72, 0.5) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple68(t *testing.T) {
	if got := Grade(73, 0.75); got != ClassI {
		t.Errorf("Grade(73, 0.75) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple69(t *testing.T) {
	if got := Grade(74, 1.0); got != ClassI {
		t.Errorf("Grade(74, 1.0) = %v, want %v", got, ClassI)
	}
}

func TestGradeApple70(t *testing.T) {
	if got := Grade(75, 1.25); got != ClassII {
		t.Errorf("Grade(75, 1.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple71(t *testing.T) {
	if got := Grade(76, 1.5); got != ClassII {
		t.Errorf("Grade(76, 1.5) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple72(t *testing.T) {
	if got := Grade(77, 1.75); got != ClassII {
		t.Errorf("Grade(77, 1.75) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple73(t *testing.T) {
	if got := Grade(78, 2.0); got != ClassII {
		t.Errorf("Grade(78, 2.0) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple74(t *testing.T) {
	if got := Grade(79, 2.25); got != ClassII {
		t.Errorf("Grade(79, 2.25) = %v, want %v", got, ClassII)
	}
}

func TestGradeApple75(t *testing.T) {
	if got := Grade(55, 2.5); got != Juice {
		t.Errorf("Grade(55, 2.5) = %v, want %v", got, Juice)
	}
}

func TestGradeApple76(t *testing.T) {
	if got := Grade(56, 2.75); got != Juice {
		t.Errorf("Grade(56, 2.75) = %v, want %v", got, Juice)
	}
}

func TestGradeApple77(t *testing.T) {
	if got := Grade(57, 3.0); got != Juice {
		t.Errorf("Grade(57, 3.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple78(t *testing.T) {
	if got := Grade(58, 0.0); got != Juice {
		t.Errorf("Grade(58, 0.0) = %v, want %v", got, Juice)
	}
}

func TestGradeApple79(t *testing.T) {
	if got := Grade(59, 0.25); got != Juice {
		t.Errorf("Grade(59, 0.25) = %v, want %v", got, Juice)
	}
}

func TestGradeApple80(t *testing.T) {
	if got := Grade(60, 0.5); got != ClassII {
		t.Errorf("Grade(60, 0.5) = %v, want %v", got, ClassII)
	}
}

func ExampleGrade() {
	fmt.Println(Grade(72, 0.1), Grade(66, 0.8), Grade(61, 2.4), Grade(58, 0))
	// Output: Extra Class I Class II Juice
}

func ExampleLabel() {
	fmt.Println(Label("Cox", ClassI, 88))
	// Output:
	// COX
	// class: Class I
	// count: 88
	// origin: United Kingdom
}

func ExampleClass_String() {
	fmt.Println(ClassII)
	// Output: Class II
}
