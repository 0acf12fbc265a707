/** The rule node of the module market's page; its actions are `<node>/<action>`. */
export const NODE = "moduleStore/moduleStore";
