#!/bin/sh
# Writes BerthPlannerTest.java: 220 JUnit 4 tests of BerthPlanner, two of which fail (test 071's
# expected length, test 188's draft check), then compiles both classes.
set -eu
{
    printf 'import static org.junit.Assert.*;\nimport org.junit.Test;\n\npublic class BerthPlannerTest {\n'
    i=1
    while [ "$i" -le 220 ]; do
        n=$(printf %03d "$i")
        if [ "$i" -eq 71 ]; then
            printf '    @Test public void berthLength%s() { assertEquals("berth 71 length", 348, BerthPlanner.length(%d)); }\n' "$n" "$i"
        elif [ "$i" -eq 188 ]; then
            printf '    @Test public void draftFits%s() { assertTrue("vessel draft 15.2 m must fit berth 188", BerthPlanner.draftFits(188, 15.2)); }\n' "$n"
        else
            printf '    @Test public void berthLength%s() { assertEquals(BerthPlanner.length(%d), BerthPlanner.length(%d)); }\n' "$n" "$i" "$i"
        fi
        i=$((i + 1))
    done
    printf '}\n'
} > BerthPlannerTest.java
javac -cp /usr/share/java/junit4.jar:. BerthPlanner.java BerthPlannerTest.java
