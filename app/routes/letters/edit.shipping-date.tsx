import { withErrorPages } from "~/.server/service-errors";
import { pageDescription } from "~/meta";
import { EditPartPage } from "./edit-part";
import { ShippingDateFields } from "./forms";
import { editPartAction, editPartLoader } from "./letters.server";
import type { Route } from "./+types/edit.shipping-date";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

export const loader = withErrorPages((args: Route.LoaderArgs) => editPartLoader(args, "shippingDate"));
export const action = withErrorPages((args: Route.ActionArgs) => editPartAction(args, "shippingDate"));
export const meta = () => pageDescription("letters.edit.description");

export default function EditShippingDate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditPartPage part="shippingDate" loaderData={loaderData} actionData={actionData}>
      {(fields) => <ShippingDateFields fields={fields} />}
    </EditPartPage>
  );
}
