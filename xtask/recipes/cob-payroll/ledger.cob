       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEDGER.
      * Posts the week's fuel receipts to the berth ledger.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BERTHS.
           05 WS-BERTH OCCURS 4 TIMES.
              10 WS-BERTH-ID   PIC X(4).
              10 WS-BALANCE    PIC S9(5)V99.
       01  WS-RECEIPTS.
           05 WS-RECEIPT OCCURS 6 TIMES PIC 9.
       01  WS-AMOUNT           PIC S9(5)V99 VALUE 112.40.
       01  WS-I                PIC 99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE "B-01" TO WS-BERTH-ID(1)
           MOVE "B-02" TO WS-BERTH-ID(2)
           MOVE "B-03" TO WS-BERTH-ID(3)
           MOVE "B-04" TO WS-BERTH-ID(4)
           MOVE 1 TO WS-RECEIPT(1)
           MOVE 3 TO WS-RECEIPT(2)
           MOVE 2 TO WS-RECEIPT(3)
           MOVE 7 TO WS-RECEIPT(4)
           MOVE 4 TO WS-RECEIPT(5)
           MOVE 1 TO WS-RECEIPT(6)
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 6
               DISPLAY "receipt " WS-I " to berth " WS-RECEIPT(WS-I)
               ADD WS-AMOUNT TO WS-BALANCE(WS-RECEIPT(WS-I))
               DISPLAY "  " WS-BERTH-ID(WS-RECEIPT(WS-I)) " "
                   WS-BALANCE(WS-RECEIPT(WS-I))
           END-PERFORM
           STOP RUN.
