       IDENTIFICATION DIVISION.
       PROGRAM-ID. PAYROLL.
      * Weekly payroll of the harbour crew: hours times rate, overtime.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CREW.
           05 WS-MEMBER OCCURS 5 TIMES.
              10 WS-NAME       PIC X(12).
              10 WS-HOURS      PIC 9(3).
              10 WS-RATE       PIC 9(2)V99.
       01  WS-PAY              PIC 9(5)V99.
       01  WS-TOTAL            PIC 9(6)V99 VALUE ZERO.
       01  WS-I                PIC 9(2).
       01  WS-OVERTIME         PIC 9(3).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE "ALDER"        TO WS-NAME(1)
           MOVE 42             TO WS-HOURS(1)
           MOVE 15.50          TO WS-RATE(1)
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 5
               COMPUTE WS-PAY = WS-HOURS(WS-I) * WS-RATE(WS-I)
               IF WS-HOURS(WS-I) > 40
                   COMPUTE WS-OVERTIME = WS-HOURS(WS-I) - 40
                   ADD WS-OVERTIME * 1.5 TO WS-PAY
               END-IF
               ADD WS-PAY TO WS-TOTL
               DISPLAY WS-NAME(WS-I) " " WS-PAY
           END-PERFORM
           MOVE WS-TOTAL TO WS-CREW-COUNT
           DISPLAY "TOTAL " WS-TOTAL
           PERFORM PRINT-SLIPS
           STOP RUN.
