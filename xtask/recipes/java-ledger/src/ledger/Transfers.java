package ledger;

import java.util.concurrent.CountDownLatch;

/** Moves money between accounts on two settlement threads; each locks its source first (deadlocks). */
public final class Transfers {
    static final class Account {
        final String iban;
        long balanceCents;

        Account(String iban, long balanceCents) {
            this.iban = iban;
            this.balanceCents = balanceCents;
        }
    }

    private static final CountDownLatch BOTH_LOCKED = new CountDownLatch(2);

    static void transfer(Account from, Account to, long cents) throws InterruptedException {
        synchronized (from) {
            BOTH_LOCKED.countDown();
            BOTH_LOCKED.await();
            credit(to, cents);
            from.balanceCents -= cents;
        }
    }

    static void credit(Account to, long cents) {
        synchronized (to) {
            to.balanceCents += cents;
        }
    }

    public static void main(String[] args) throws Exception {
        Account operating = new Account("DE89370400440532013000", 1_250_000);
        Account escrow = new Account("NL91ABNA0417164300", 880_000);
        Thread payout = new Thread(() -> run(operating, escrow, 42_500), "settlement-payout");
        Thread refund = new Thread(() -> run(escrow, operating, 12_000), "settlement-refund");
        Thread audit = new Thread(Transfers::audit, "audit-ticker");
        audit.setDaemon(true);
        payout.start();
        refund.start();
        audit.start();
        payout.join();
        refund.join();
        System.out.println("settled");
    }

    static void run(Account from, Account to, long cents) {
        try {
            transfer(from, to, cents);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void audit() {
        while (true) {
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
