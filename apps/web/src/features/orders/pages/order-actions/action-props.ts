/** What an order action needs to know of the order: the list row and the detail both have it. */
export interface ActionTarget {
  sn: string;
  order_price: number;
}

/** Props every action container gets from the host. */
export interface ActionProps {
  target: ActionTarget;
  open: boolean;
  /** Success: the host shows 操作成功 and closes the dialog. */
  onDone: () => void;
  onCancel: () => void;
  afterClose: () => void;
}
