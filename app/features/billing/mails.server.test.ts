import { describe, expect, it } from "vitest";
import {
  accountReadyMail,
  cancellationScheduledMail,
  cancelledMail,
  paymentFailedMail,
  planChangedMail,
  type ReturnReason,
  receiptMail,
  refundMail,
  returnMail,
  returnRefundReason,
  unownedOrderMail,
} from "./mails.server";

const env = { PUBLIC_URL: "https://fli.example" };
const sub = {
  plan: "Growth",
  service: "SEO",
  amount: "30000.00",
  currency: "LKR" as const,
  serviceEndsOn: null,
  nextBillingDate: null,
};

describe("billing mails", () => {
  it("a failed payment, then its reminders", () => {
    const first = paymentFailedMail(env, "c@example.lk", sub, 0);
    expect(first.subject).toMatch(/^Payment failed: /);
    expect(first.text).toContain("We could not charge LKR 30,000 for your Growth (SEO) plan.");
    expect(paymentFailedMail(env, "c@example.lk", sub, 2).text).toContain("still unpaid 7 days later");
    expect(cancelledMail(env, "c@example.lk", sub).html).toContain("https://fli.example/dashboard/billing");
  });

  it("a refund: what, why, the credit note attached; the reason escaped in the HTML", () => {
    const mail = refundMail(env, {
      to: "c@example.lk",
      locale: "en",
      amount: "LKR 10,000",
      paid: "LKR 30,000",
      plan: "Growth",
      service: "SEO",
      paymentId: "320025",
      reason: 'Asked <b>twice</b> & "more"',
      creditNote: "FLD-C-0001",
    });
    expect(mail.subject).toBe("Refund issued: LKR 10,000");
    expect(mail.text).toContain("We have refunded LKR 10,000 of your LKR 30,000 payment for Growth SEO");
    expect(mail.html).toContain("Asked &lt;b&gt;twice&lt;/b&gt; &amp; &quot;more&quot;");
    expect(mail.html).not.toContain("<b>twice");
    expect(mail.attachments).toEqual([{ kind: "billing-document", ref: "FLD-C-0001" }]);
  });

  it("a charge going back says why, and where to order again when the terms did not match", () => {
    const mail = returnMail(env, {
      to: "b@example.lk",
      locale: "en",
      amount: "LKR 5",
      plan: "Growth",
      service: "SEO",
      orderId: "ORD-1",
      reason: "terms",
    });
    expect(mail.subject).toBe("Your payment of LKR 5 is being refunded");
    expect(mail.text).toContain("did not match the order");
    expect(mail.text).toContain("https://fli.example/pricing");
  });

  it("a charge going back, in the buyer's language: every reason, subject, sentence and footer; English word for word", () => {
    const facts = (locale: "en" | "si" | "ta", reason: ReturnReason) => ({
      to: "b@example.lk",
      locale,
      amount: "LKR 50,000",
      plan: "Growth",
      service: "Social Media",
      orderId: "FD-20261129-ABC123",
      reason,
    });
    const reasons = ["terms", "duplicate", "closed"] as const;
    const english = reasons.map((reason) => returnMail(env, facts("en", reason)));
    expect(english.map((mail) => mail.text.split("\n\n").slice(0, 4))).toEqual([
      [
        "Your payment is being refunded",
        "Your payment of LKR 50,000 for Growth Social Media (order FD-20261129-ABC123) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened or changed anything with it, and we are refunding it in full.",
        "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.",
        "You do not need to do anything. We will mail you again when the refund is issued.",
      ],
      [
        "Your payment is being refunded",
        "Your order FD-20261129-ABC123 for Growth Social Media was already paid, so your second payment of LKR 50,000 is not needed. We are refunding it in full.",
        "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.",
        "You do not need to do anything. We will mail you again when the refund is issued.",
      ],
      [
        "Your payment is being refunded",
        "Your payment of LKR 50,000 for Growth Social Media (order FD-20261129-ABC123) was for an order that had been replaced or given up, so we have not opened or changed anything with it, and we are refunding it in full.",
        "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.",
        "You do not need to do anything. We will mail you again when the refund is issued.",
      ],
    ]);
    expect(english[0]?.text).toContain(
      "If you still want the plan, you can order it again at https://fli.example/pricing.",
    );
    expect(english[0]?.text).toContain("You get this mail because you made a payment to Fli Digital.");
    expect(english[0]?.html).toContain('<html lang="en">');
    expect(english[1]?.text).not.toContain("/pricing");
    expect(returnMail(env, facts("ta", "terms")).subject).toBe("உங்கள் LKR 50,000 கட்டணம் திருப்பி அளிக்கப்படுகிறது");
    expect(returnMail(env, facts("si", "terms")).subject).toBe("ඔබේ LKR 50,000 ගෙවීම ආපසු ගෙවමින් පවතී");
    // The way back to the plan is the pricing page in the buyer's language.
    expect(returnMail(env, facts("si", "terms")).text).toContain("https://fli.example/si/pricing");
    expect(returnMail(env, facts("ta", "terms")).text).toContain("https://fli.example/ta/pricing");
    for (const locale of ["si", "ta"] as const) {
      for (const reason of reasons) {
        const mail = returnMail(env, facts(locale, reason));
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.text).toContain("FD-20261129-ABC123");
        expect(mail.text).toContain("LKR 50,000");
        // The plan's name, the brand, the order's reference, the currency and the address aside.
        const words = `${mail.subject}\n${mail.text}`
          .replace(/Fli Digital|Growth|FD-20261129-ABC123|LKR|https:\/\/\S+/g, " ")
          .match(/[A-Za-z]{3,}/g);
        expect(words, `${locale}, ${reason}`).toBeNull();
      }
    }
  });

  it("a return's refund reason: recorded in English as before, mailed in the buyer's language", () => {
    expect(returnRefundReason("terms")).toBe("The payment's terms did not match the order, so it is refunded in full");
    expect(returnRefundReason("duplicate")).toBe(
      "The order was already paid, so this second payment is refunded in full",
    );
    expect(returnRefundReason("closed")).toBe(
      "The order had been replaced or given up, so its payment is refunded in full",
    );
    expect(returnRefundReason("unknown")).toBe(returnRefundReason("terms"));
    for (const locale of ["si", "ta"] as const) {
      for (const reason of ["terms", "duplicate", "closed"]) {
        expect(returnRefundReason(reason, locale)).not.toMatch(/[A-Za-z]/);
      }
    }
    const mail = (locale: "si" | "ta") =>
      refundMail(env, {
        to: "b@example.lk",
        locale,
        amount: "LKR 50,000",
        paid: "LKR 50,000",
        plan: "Growth",
        service: "SEO",
        paymentId: "320025",
        reason: returnRefundReason("duplicate", locale),
        creditNote: "FLD-C-0001",
      });
    for (const locale of ["si", "ta"] as const) {
      const words = `${mail(locale).subject}\n${mail(locale).text}`
        .replace(/Fli DESK|Fli Digital|PayHere|Growth|SEO|FLD-C-0001|LKR|https:\/\/\S+/g, " ")
        .match(/[A-Za-z]{3,}/g);
      expect(words, locale).toBeNull();
    }
  });

  it("the new account's desk ID, the agency's look at an unowned order, a receipt", () => {
    const ready = accountReadyMail(env, "b@example.lk", "FLD-9");
    expect(ready.subject).toBe("Your Fli DESK ID");
    expect(ready.text).toContain("Your Fli DESK ID: FLD-9");
    const order = {
      orderId: "ORD-1",
      planName: "Growth",
      service: "SEO",
      currency: "LKR",
      amount: "30000",
      email: "b@x.lk",
    };
    const look = unownedOrderMail("agency@example.lk", order, "320025");
    expect(look.subject).toBe("Paid order ORD-1 needs a look");
    expect(look.text).toContain("payment 320025, but b@x.lk already had a Fli DESK account");
    const receipt = receiptMail(
      env,
      "b@example.lk",
      { number: "FLD-R-0001", currency: "LKR", amount: "30000" },
      { planName: "Growth", service: "SEO", period: "month" },
      { start: "2026-11-01", lastDay: "2026-11-30", nextCharge: "2026-12-01" },
    );
    expect(receipt.subject).toBe("Payment received: receipt FLD-R-0001");
    expect(receipt.text).toContain("for the Growth SEO plan (billed per month)");
    expect(receipt.attachments).toEqual([{ kind: "billing-document", ref: "FLD-R-0001" }]);
  });

  it("a receipt in the client's language: Sinhala and Tamil, no English sentence left, the number and amount kept", () => {
    const args = [
      env,
      "b@example.lk",
      { number: "FLD-R-0001", currency: "LKR", amount: "30000" },
      { planName: "Growth", service: "SEO", period: "year" },
      { start: "2026-11-01", lastDay: "2027-10-31", nextCharge: "2027-11-01" },
    ] as const;
    const english = receiptMail(...args);
    const si = receiptMail(...args, "si");
    const ta = receiptMail(...args, "ta");
    expect(si.subject).toBe("ගෙවීම ලැබුණි: රිසිට්පත FLD-R-0001");
    expect(ta.subject).toBe("கட்டணம் பெறப்பட்டது: ரசீது FLD-R-0001");
    expect(si.text).toContain("වාර්ෂිකව");
    expect(ta.text).toContain("ஆண்டுதோறும்");
    for (const mail of [si, ta]) {
      expect(mail.text).toContain("FLD-R-0001");
      expect(mail.text).toContain("30,000");
      expect(mail.text).toContain("https://fli.example/dashboard/billing");
      expect(mail.text).not.toMatch(/Thank you|received|receipt|next charge|attached|November|2026-11-01/);
      expect(mail.attachments).toEqual(english.attachments);
    }
    expect(english.text).toContain("(billed per year)");
  });

  it("the subscription's mails in the client's language: every sentence, subject, button and footer", () => {
    const social = { ...sub, plan: "Growth", service: "Social Media", serviceEndsOn: "2026-12-29" };
    const next = {
      planName: "Scale",
      service: "Social Media",
      currency: "LKR" as const,
      amount: "55000",
      cycle: "annual",
    };
    const refund = { amount: 12000, currency: "LKR" as const, unusedDays: 12 };
    const mails = (locale: "en" | "si" | "ta") => [
      paymentFailedMail(env, "c@example.lk", social, 0, locale),
      paymentFailedMail(env, "c@example.lk", social, 2, locale),
      cancellationScheduledMail(env, "c@example.lk", social, locale),
      cancelledMail(env, "c@example.lk", social, locale),
      planChangedMail(env, "c@example.lk", { ...social, nextBillingDate: "2026-12-05" }, next, refund, locale),
      refundMail(env, {
        to: "c@example.lk",
        locale,
        amount: "LKR 12,000",
        paid: "LKR 30,000",
        plan: "Growth",
        service: "Social Media",
        paymentId: "320025",
        reason: "unused days",
        creditNote: "FLD-C-0001",
      }),
    ];
    const english = mails("en");
    expect(english.map((mail) => mail.subject)).toEqual([
      "Payment failed: Growth Social Media",
      "Reminder: your Growth Social Media payment failed",
      "Cancellation scheduled: Growth Social Media",
      "Subscription cancelled: Growth Social Media",
      "Plan changed: Scale Social Media",
      "Refund issued: LKR 12,000",
    ]);
    expect(english[2]?.text).toContain(
      "Your Growth (Social Media) plan will be cancelled after 29 Dec 2026. The work and your plan go on until then, with the 30-day notice of our terms.",
    );
    expect(english[4]?.text).toContain(
      "Your Growth (Social Media) plan is cancelled today, so it is not charged again on",
    );
    expect(mails("ta")[0]?.subject).toBe("கட்டணம் தோல்வியடைந்தது: Growth சமூக ஊடகம்");
    expect(mails("si")[3]?.subject).toBe("දායකත්වය අවලංගු විය: Growth සමාජ මාධ්‍ය");
    for (const locale of ["si", "ta"] as const) {
      for (const mail of mails(locale)) {
        expect(mail.html).toContain(`<html lang="${locale}">`);
        // Plan names, brands, the desk's address, the payment's reference and the reason as the admin wrote it aside.
        const words = `${mail.subject}\n${mail.text}`
          .replace(/Fli DESK|Fli Digital|PayHere|Growth|Scale|FLD-C-0001|LKR|unused days|https:\/\/\S+/g, " ")
          .match(/[A-Za-z]{3,}/g);
        expect(words, `${locale}: ${mail.subject}`).toBeNull();
      }
    }
  });
});
