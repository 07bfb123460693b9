/**
 * The PayPal buttons of the payment step (browser only: the payment page imports this module lazily after
 * hydration, so neither the server render nor any other page loads the PayPal code). The buttons create a
 * subscription for the plan id (PayPal or card); the approved ids are posted to the payment step, where the
 * server verifies them with PayPal before storing anything. Provider errors are posted as well, so the
 * server's PayPal error toast appears (the same toast with and without a client-side navigation).
 */
import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useSubmit } from "react-router";

export interface PaypalButtonsProps {
  clientId: string;
  planId: string;
  /** The provision id: PayPal keeps it on the subscription, the server checks it (decision 0031). */
  customId: string;
  sdkBase: string;
}

export default function PaypalCheckout({ clientId, planId, customId, sdkBase }: PaypalButtonsProps) {
  const submit = useSubmit();
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        sdkBaseUrl: sdkBase,
        vault: true,
        intent: "subscription",
        components: "buttons",
        currency: "EUR",
        locale: "de_DE",
      }}
    >
      <PayPalButtons
        style={{ layout: "vertical", label: "subscribe" }}
        createSubscription={(_data, actions) =>
          actions.subscription.create({ plan_id: planId, custom_id: customId })
        }
        onApprove={async (data) => {
          submit(
            {
              intent: "paypal",
              paypalOrderID: data.orderID ?? "",
              paypalSubscriptionID: data.subscriptionID ?? "",
            },
            { method: "post" },
          );
        }}
        onError={() => submit({ intent: "paypalError" }, { method: "post" })}
        onCancel={() => undefined}
      />
    </PayPalScriptProvider>
  );
}
